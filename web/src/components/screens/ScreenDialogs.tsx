import { Suspense, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { screenChangeArgs } from '../../../../shared/acts/screen.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import { useScreenCalls } from '../../api/screens';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { TextDialog } from '../common/TextDialog';
import { useScreenList, type ScreenDialog } from './ScreenListContext';
import { OpenedOnce } from '../common/OpenedOnce';
import {
  LazyAccountShareDialog,
  LazyBatchLinkShareDialog,
  LazyCarouselSettingsDialog,
  LazyLinkShareDialog,
  LazySecurityLevelDialog,
} from './lazyDialogs';

const REMARK_MAX = 200;

const useStyles = makeStyles({
  names: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground2,
    maxHeight: '160px',
    overflow: 'auto',
  },
});

/** The first catalogue code of a name or remark as `v1/screen/change` would answer it. */
const fieldCode = (field: 'name' | 'remark') => (value: string) => {
  const result = screenChangeArgs.safeParse({ _id: 'x', [field]: value });
  if (result.success) return undefined;
  const code = Number(result.error.issues[0]?.message);
  return Number.isFinite(code) ? code : ErrorCode.NAME_INVALID;
};

interface Props {
  dialog: ScreenDialog | null;
  onClose: () => void;
  /** A screen changed in place (name, remark, level). */
  onPatched: (screen: ScreenSummary) => void;
  /** Screens were deleted. */
  onRemoved: (ids: string[]) => void;
}

/** Rename, remark, account sharing, link sharing, security level, carousel interval and delete, for the screen list. */
export function ScreenDialogs({ dialog, onClose, onPatched, onRemoved }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const calls = useScreenCalls();
  const navigate = useNavigate();
  const { groups } = useScreenList();
  const carouselGroup =
    dialog?.kind === 'carousel' ? (groups.find((group) => group._id === dialog.screen.group) ?? null) : null;
  // Keep showing the last dialog's content while it animates out.
  const last = useRef<ScreenDialog | null>(null);
  if (dialog) last.current = dialog;
  const shown = dialog ?? last.current;
  const screen = shown && 'screen' in shown ? shown.screen : null;
  const doomed = shown?.kind === 'delete' ? shown.screens : [];

  const remove = async () => {
    const ids = doomed.map((each) => each._id);
    try {
      await calls.remove(ids);
      notify('success', t('screenList.toast.deleted', { count: ids.length }));
      onRemoved(ids);
    } catch (error) {
      reportError(error);
      throw error;
    }
  };

  return (
    <>
      <TextDialog
        open={dialog?.kind === 'rename'}
        title={t('screenList.renameTitle')}
        label={t('screenList.nameLabel')}
        initial={screen?.name ?? ''}
        maxLength={LIMITS.nameMaxLength}
        submitLabel={t('common.save')}
        validate={fieldCode('name')}
        fieldCodes={[ErrorCode.NAME_INVALID]}
        onSubmit={async (name) => onPatched(await calls.change(screen!._id, { name }))}
        onClose={onClose}
        testId="rename-dialog"
      />
      <TextDialog
        open={dialog?.kind === 'remark'}
        title={t('screenList.remarkTitle')}
        label={t('screenList.remarkLabel')}
        placeholder={t('screenList.remarkPlaceholder')}
        initial={screen?.remark ?? ''}
        multiline
        maxLength={REMARK_MAX}
        submitLabel={t('common.save')}
        validate={fieldCode('remark')}
        onSubmit={async (remark) => onPatched(await calls.change(screen!._id, { remark }))}
        onClose={onClose}
        testId="remark-dialog"
      />
      <Suspense fallback={null}>
        <OpenedOnce open={dialog?.kind === 'share'}>
          <LazyAccountShareDialog
            screen={dialog?.kind === 'share' ? dialog.screen : null}
            onClose={onClose}
            onPatched={onPatched}
          />
        </OpenedOnce>
        <OpenedOnce open={dialog?.kind === 'security'}>
          <LazySecurityLevelDialog
            screen={dialog?.kind === 'security' ? dialog.screen : null}
            onClose={onClose}
            onSaved={onPatched}
          />
        </OpenedOnce>
        {dialog?.kind === 'linkShare' ? (
          <LazyLinkShareDialog
            target={{ kind: 'screen', id: dialog.screen._id, name: dialog.screen.name }}
            onClose={onClose}
          />
        ) : null}
        <OpenedOnce open={carouselGroup !== null}>
          <LazyCarouselSettingsDialog
            group={carouselGroup}
            focusScreenId={dialog?.kind === 'carousel' ? dialog.screen._id : undefined}
            onClose={onClose}
            onPlay={(groupId) => void navigate(`/group-preview/${encodeURIComponent(groupId)}`)}
          />
        </OpenedOnce>
        {dialog?.kind === 'batchLinkShare' ? (
          <LazyBatchLinkShareDialog screens={dialog.screens} onClose={onClose} />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('screenList.deleteTitle', { count: doomed.length })}
        confirmLabel={t('screenList.deleteConfirm')}
        danger
        onConfirm={remove}
        onClose={onClose}
        testId="delete-dialog"
      >
        <Body1>{t('screenList.deleteBody', { count: doomed.length })}</Body1>
        <ul className={styles.names}>
          {doomed.slice(0, 8).map((each) => (
            <li key={each._id}>{each.name}</li>
          ))}
          {doomed.length > 8 ? <li>{t('screenList.andMore', { count: doomed.length - 8 })}</li> : null}
        </ul>
      </ConfirmDialog>
    </>
  );
}
