import { useRef, useState } from 'react';
import { Body1, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { groupRenameArgs } from '../../../../shared/acts/group.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import type { GroupItem } from '../../api/results';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { TextDialog } from '../common/TextDialog';

export type GroupDialog = { kind: 'create' } | { kind: 'rename' | 'delete'; group: GroupItem };

const nameCode = (value: string) => {
  const result = groupRenameArgs.shape.name.safeParse(value);
  return result.success ? undefined : ErrorCode.NAME_INVALID;
};

interface Props {
  dialog: GroupDialog | null;
  /** Screens of the group to delete, as the list counts them. */
  screenCount: (group: GroupItem) => number;
  onClose: () => void;
  onCreate: (name: string) => Promise<void>;
  onRename: (group: GroupItem, name: string) => Promise<void>;
  onDelete: (group: GroupItem, screens: 'move' | 'delete') => Promise<void>;
}

/** Create, rename and delete a group (a group holding screens asks what to do with them). */
export function GroupDialogs({ dialog, screenCount, onClose, onCreate, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const last = useRef<GroupDialog | null>(null);
  if (dialog) last.current = dialog;
  const shown = dialog ?? last.current;
  const group = shown && shown.kind !== 'create' ? shown.group : null;
  const count = group ? screenCount(group) : 0;
  const [fate, setFate] = useState<'move' | 'delete'>('move');
  const nameCodes = [ErrorCode.NAME_INVALID, ErrorCode.SCREEN_GROUP_NAME_DUPLICATE];

  return (
    <>
      <TextDialog
        open={dialog?.kind === 'create'}
        title={t('groups.createTitle')}
        label={t('groups.nameLabel')}
        placeholder={t('groups.namePlaceholder')}
        initial=""
        maxLength={LIMITS.nameMaxLength}
        submitLabel={t('groups.create')}
        validate={nameCode}
        fieldCodes={nameCodes}
        onSubmit={onCreate}
        onClose={onClose}
        testId="group-create-dialog"
      />
      <TextDialog
        open={dialog?.kind === 'rename'}
        title={t('groups.renameTitle')}
        label={t('groups.nameLabel')}
        initial={group?.name ?? ''}
        maxLength={LIMITS.nameMaxLength}
        submitLabel={t('common.save')}
        validate={nameCode}
        fieldCodes={nameCodes}
        onSubmit={(name) => onRename(group!, name)}
        onClose={onClose}
        testId="group-rename-dialog"
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('groups.deleteTitle', { name: group?.name ?? '' })}
        confirmLabel={count > 0 && fate === 'delete' ? t('groups.deleteWithScreens') : t('groups.delete')}
        danger
        onConfirm={() => onDelete(group!, count > 0 ? fate : 'move')}
        onClose={() => {
          setFate('move');
          onClose();
        }}
        testId="group-delete-dialog"
      >
        {count > 0 ? (
          <>
            <Body1>{t('groups.deleteHasScreens', { count })}</Body1>
            <RadioGroup
              value={fate}
              onChange={(_, data) => setFate(data.value as 'move' | 'delete')}
              aria-label={t('groups.deleteChoice')}
            >
              <Radio value="move" label={t('groups.deleteMove')} />
              <Radio value="delete" label={t('groups.deleteScreens', { count })} />
            </RadioGroup>
          </>
        ) : (
          <Body1>{t('groups.deleteEmpty')}</Body1>
        )}
      </ConfirmDialog>
    </>
  );
}
