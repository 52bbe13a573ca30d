import { useTranslation } from 'react-i18next';
import { VERSION_REMARK_MAX, versionName } from '../../../../shared/acts/versions.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import type { VersionSummary } from '../../../../shared/acts/versions.js';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { TextDialog } from '../common/TextDialog';
import { ReplaceVersionDialog } from './ReplaceVersionDialog';
import type { VersionAction } from './VersionRow';

export interface VersionDialogRequest {
  action: Exclude<VersionAction, 'release'>;
  version: VersionSummary;
}

export interface VersionDialogsProps {
  request: VersionDialogRequest | null;
  screenName: string;
  onRename: (version: VersionSummary, name: string) => Promise<void>;
  onRemark: (version: VersionSummary, remark: string) => Promise<void>;
  onOnward: (version: VersionSummary, name: string) => Promise<void>;
  onRemove: (version: VersionSummary) => Promise<void>;
  onReplace: (version: VersionSummary, typedName: string) => Promise<void>;
  onClose: () => void;
}

const nameCode = (value: string) => (versionName.safeParse(value).success ? undefined : ErrorCode.NAME_INVALID);
const NAME_CODES = [ErrorCode.NAME_INVALID];

/** The dialog a version's action asked for. */
export function VersionDialogs({
  request,
  screenName,
  onRename,
  onRemark,
  onOnward,
  onRemove,
  onReplace,
  onClose,
}: VersionDialogsProps) {
  const { t } = useTranslation();
  const version = request?.version;
  const action = request?.action;
  return (
    <>
      <TextDialog
        open={action === 'rename'}
        title={t('versions.rename.title')}
        label={t('versions.rename.label')}
        initial={version?.name ?? ''}
        maxLength={LIMITS.nameMaxLength}
        submitLabel={t('common.save')}
        validate={nameCode}
        fieldCodes={NAME_CODES}
        onSubmit={(value) => (version ? onRename(version, value) : Promise.resolve())}
        onClose={onClose}
        testId="version-rename-dialog"
      />
      <TextDialog
        open={action === 'remark'}
        title={t('versions.remark.title')}
        label={t('versions.remark.label')}
        initial={version?.remark ?? ''}
        multiline
        maxLength={VERSION_REMARK_MAX}
        submitLabel={t('common.save')}
        onSubmit={(value) => (version ? onRemark(version, value) : Promise.resolve())}
        onClose={onClose}
        testId="version-remark-dialog"
      />
      <TextDialog
        open={action === 'onward'}
        title={t('versions.onward.title')}
        label={t('versions.onward.label')}
        initial={version?.name ?? ''}
        maxLength={LIMITS.nameMaxLength}
        submitLabel={t('versions.onward.submit')}
        validate={nameCode}
        fieldCodes={NAME_CODES}
        onSubmit={(value) => (version ? onOnward(version, value) : Promise.resolve())}
        onClose={onClose}
        testId="version-onward-dialog"
      />
      <ConfirmDialog
        open={action === 'remove'}
        title={t('versions.remove.title', { name: version?.name ?? '' })}
        confirmLabel={t('versions.remove.confirm')}
        danger
        onConfirm={() => (version ? onRemove(version) : Promise.resolve())}
        onClose={onClose}
        testId="version-remove-dialog"
      >
        {version?.latest ? t('versions.remove.bodyLatest') : t('versions.remove.body')}
      </ConfirmDialog>
      {action === 'replace' && version ? (
        <ReplaceVersionDialog
          screenName={screenName}
          versionName={version.name}
          onReplace={(typed) => onReplace(version, typed)}
          onClose={onClose}
        />
      ) : null}
    </>
  );
}
