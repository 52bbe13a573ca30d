import { useRef, useState, type DragEvent } from 'react';
import {
  Body1,
  Body1Strong,
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  mergeClasses,
  ProgressBar,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowSync16Regular,
  CheckmarkCircle20Filled,
  CloudArrowUp48Regular,
  Dismiss20Regular,
  DocumentTable24Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES } from '../../../../../shared/acts/upload.js';
import { megabytes, uploadTypes } from '../../../api/upload';
import { usePreferences } from '../../../app/services';
import { byteSize } from '../format';
import type { UploadState } from './useWorksheetUpload';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    minHeight: '196px',
    padding: tokens.spacingHorizontalXXL,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    textAlign: 'center',
  },
  over: { border: `2px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  art: { color: tokens.colorBrandForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  cardTop: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  fileIcon: {
    width: '40px',
    height: '40px',
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorPaletteGreenForeground2,
    backgroundColor: tokens.colorPaletteGreenBackground1,
  },
  fileText: { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  resumed: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorBrandForeground1,
  },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The file step: a drop zone with a picker (types and size from UPLOAD_RULES.worksheet), then the
 * upload's progress (percentage and bytes, cancel, "resuming" when earlier parts were kept).
 */
export function FileDrop({
  state,
  onFile,
  onCancel,
}: {
  state: UploadState;
  onFile: (file: File) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const picker = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const rule = UPLOAD_RULES.worksheet;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  const input = (
    <input
      ref={picker}
      type="file"
      accept={rule.accept}
      hidden
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
      data-testid="worksheet-file-input"
      aria-label={t('dataFile.upload.label')}
    />
  );

  if (state.kind === 'uploading' || state.kind === 'done') {
    const uploading = state.kind === 'uploading';
    const name = uploading ? state.name : state.file.filename;
    const percent = uploading ? Math.floor(state.fraction * 100) : 100;
    return (
      <div className={styles.card} data-testid="worksheet-upload" data-state={state.kind}>
        {input}
        <div className={styles.cardTop}>
          <span className={styles.fileIcon} aria-hidden="true">
            <DocumentTable24Regular />
          </span>
          <div className={styles.fileText}>
            <Body1Strong className={styles.ellipsis} title={name}>
              {name}
            </Body1Strong>
            <Caption1 className={styles.muted} data-testid="worksheet-upload-progress">
              {uploading
                ? t('dataFile.upload.progress', {
                    percent,
                    sent: byteSize(state.fraction * state.size, language),
                    total: byteSize(state.size, language),
                  })
                : byteSize(state.size, language)}
            </Caption1>
          </div>
          {uploading ? (
            <Button
              appearance="subtle"
              icon={<Dismiss20Regular />}
              onClick={onCancel}
              data-testid="worksheet-upload-cancel"
            >
              {t('dataFile.upload.cancel')}
            </Button>
          ) : (
            <>
              <CheckmarkCircle20Filled className={styles.ok} aria-label={t('dataFile.upload.done')} />
              <Button appearance="subtle" onClick={() => picker.current?.click()}>
                {t('dataFile.upload.replace')}
              </Button>
            </>
          )}
        </div>
        <ProgressBar
          value={uploading ? state.fraction : 1}
          thickness="large"
          color={uploading ? 'brand' : 'success'}
          aria-label={t('dataFile.upload.sending', { name })}
          aria-valuetext={`${percent}%`}
        />
        {uploading && state.resumed ? (
          <Caption1 className={styles.resumed} data-testid="worksheet-upload-resumed">
            <ArrowSync16Regular aria-hidden="true" />
            {t('dataFile.upload.resuming', { done: state.resumed.done, total: state.resumed.total })}
          </Caption1>
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      <div
        className={mergeClasses(styles.zone, over && styles.over)}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="worksheet-drop"
      >
        {input}
        <CloudArrowUp48Regular className={styles.art} aria-hidden="true" />
        <Body1Strong>{t('dataFile.upload.drop')}</Body1Strong>
        <Body1 className={styles.muted}>{t('dataFile.upload.or')}</Body1>
        <Button appearance="primary" onClick={() => picker.current?.click()} data-testid="worksheet-file-pick">
          {t('dataFile.upload.browse')}
        </Button>
        <Caption1 className={styles.muted}>
          {t('dataFile.upload.rule', { types: uploadTypes('worksheet'), max: megabytes(rule.maxBytes) })}
        </Caption1>
      </div>
      {state.kind === 'failed' ? (
        <MessageBar intent={state.resumable ? 'warning' : 'error'} data-testid="worksheet-upload-error">
          <MessageBarBody>{state.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {state.kind === 'cancelled' ? (
        <MessageBar intent="info" data-testid="worksheet-upload-cancelled">
          <MessageBarBody>{t('dataFile.upload.cancelled')}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
