import {
  Body1,
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
import { FolderZip24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { megabytes } from '../../api/upload';

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

/** Where an import stands: the file being uploaded (with its progress), then imported. */
export type ImportPhase =
  { kind: 'idle' } | { kind: 'uploading'; file: File; progress: number } | { kind: 'importing'; file: File };

/** The progress of an import (ImportButton), loaded with the first import. */
export function ImportProgressDialog({ phase }: { phase: ImportPhase }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const file = phase.kind === 'idle' ? null : phase.file;
  return (
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
  );
}
