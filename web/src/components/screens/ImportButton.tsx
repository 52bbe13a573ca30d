import { useRef, useState, type ChangeEvent } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  ProgressBar,
  tokens,
} from '@fluentui/react-components';
import { ArrowUpload20Regular, FolderZip24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES } from '../../../../shared/acts/upload.js';
import { errorText } from '../../../../shared/errors/texts.js';
import type { GroupItem } from '../../api/results';
import { checkUploadFile, megabytes, uploadFile, xhrPut } from '../../api/upload';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { usePreferences, useServices } from '../../app/services';

const useStyles = makeStyles({
  file: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalL}`,
  },
  fileIcon: { color: tokens.colorBrandForeground1, flexShrink: 0 },
  fileText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  content: { paddingBottom: tokens.spacingVerticalL },
});

type Phase = { kind: 'idle' } | { kind: 'uploading'; file: File; progress: number } | { kind: 'importing'; file: File };

interface ImportButtonProps {
  /** Import into this group; without it the package's own group is used. */
  groupId: string | undefined;
  onImported: (result: { group: GroupItem; screens: number }) => void;
}

/** Import a `.zip` exported by Wallboard: check, upload in parts with progress, import. */
export function ImportButton({ groupId, onImported }: ImportButtonProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { rpc } = useServices();
  const { language } = usePreferences();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = checkUploadFile(file, 'import');
    if (invalid !== null) {
      notify(
        'error',
        t('screenList.import.rule', { max: megabytes(UPLOAD_RULES.import.maxBytes) }),
        4000,
        errorText(invalid, language),
      );
      return;
    }
    setPhase({ kind: 'uploading', file, progress: 0 });
    try {
      const uploaded = await uploadFile(rpc, file, xhrPut, {
        purpose: 'import',
        onProgress: (progress) => setPhase({ kind: 'uploading', file, progress }),
      });
      setPhase({ kind: 'importing', file });
      const result = await rpc.call('v1/group/resource_import', {
        upload_key: uploaded.key,
        ...(groupId ? { group_id: groupId } : {}),
      });
      // Without a group to import into, the server makes one for the package: the user is told so.
      const done = groupId ? 'screenList.import.done' : 'screenList.import.doneNewGroup';
      notify('success', t(done, { count: result.screens, group: result.group.name }));
      onImported(result);
    } catch (error) {
      reportError(error, 'errors.importFailed');
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const file = phase.kind === 'idle' ? null : phase.file;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_RULES.import.accept}
        hidden
        onChange={(event) => void onFile(event)}
        data-testid="import-input"
        aria-label={t('screenList.import.button')}
      />
      <Button
        icon={<ArrowUpload20Regular />}
        onClick={() => input.current?.click()}
        disabledFocusable={phase.kind !== 'idle'}
      >
        {t('screenList.import.button')}
      </Button>
      <Dialog open={phase.kind !== 'idle'} modalType="alert">
        <DialogSurface data-testid="import-dialog">
          <DialogBody>
            <DialogTitle>{t('screenList.import.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              {file ? (
                <div className={styles.file}>
                  <FolderZip24Regular className={styles.fileIcon} />
                  <div className={styles.fileText}>
                    <Body1 className={styles.name}>{file.name}</Body1>
                    <Caption1 className={styles.muted}>
                      {t('screenList.import.size', { size: megabytes(file.size) })}
                    </Caption1>
                  </div>
                </div>
              ) : null}
              <Field
                validationState="none"
                validationMessage={
                  phase.kind === 'uploading'
                    ? t('screenList.import.uploading', { percent: Math.round(phase.progress * 100) })
                    : t('screenList.import.importing')
                }
              >
                <ProgressBar value={phase.kind === 'uploading' ? phase.progress : undefined} thickness="large" />
              </Field>
            </DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
