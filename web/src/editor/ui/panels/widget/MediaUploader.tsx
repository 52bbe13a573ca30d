import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Caption1, makeStyles, ProgressBar, tokens, Tooltip } from '@fluentui/react-components';
import { ArrowUpload16Regular, Dismiss16Regular, ErrorCircle12Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES, type MediaPurpose } from '../../../../../../shared/acts/upload.js';
import { isCatalogueCode } from '../../../../../../shared/errors/catalogue.js';
import { errorText } from '../../../../i18n/errorTexts';
import { isRpcError } from '../../../../api/errors';
import { UploadError } from '../../../../api/errors';
import { checkUploadFile, megabytes, uploadFile, uploadTypes, xhrPut } from '../../../../api/upload';
import { reportError } from '../../../../app/reportError';
import { usePreferences, useServices } from '../../../../app/services';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    marginTop: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, alignSelf: 'stretch' },
  button: { flexShrink: 0 },
  bar: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  error: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
  },
});

type State =
  { kind: 'idle' } | { kind: 'uploading'; name: string; progress: number } | { kind: 'failed'; message: string };

/**
 * Uploads one image or video from the property panel: the file is checked against the
 * purpose's rules (the server's own, from shared/), sent in parts straight to S3 with a
 * progress bar (cancellable), merged, and its public path handed to `onUploaded`.
 */
export function MediaUploader({ purpose, onUploaded }: { purpose: MediaPurpose; onUploaded: (url: string) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { rpc } = useServices();
  const { language } = usePreferences();
  const picker = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  // A panel closed mid-upload stops sending.
  useEffect(() => () => upload.current?.abort(), []);
  const rule = UPLOAD_RULES[purpose];
  const label = t(purpose === 'image' ? 'widgets.upload.image' : 'widgets.upload.video');
  const failWith = (code: number, fallback = '') =>
    setState({
      kind: 'failed',
      message: `${t('errors.uploadFailed')}: ${isCatalogueCode(code) ? errorText(code, language) : fallback}`,
    });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = checkUploadFile(file, purpose);
    if (invalid !== null) return failWith(invalid);
    const controller = new AbortController();
    upload.current = controller;
    setState({ kind: 'uploading', name: file.name, progress: 0 });
    try {
      const merged = await uploadFile(rpc, file, xhrPut, {
        purpose,
        signal: controller.signal,
        onProgress: (progress) => setState({ kind: 'uploading', name: file.name, progress }),
      });
      setState({ kind: 'idle' });
      if (merged.url) onUploaded(merged.url);
    } catch (error) {
      if (controller.signal.aborted) setState({ kind: 'idle' });
      else if (error instanceof UploadError || (isRpcError(error) && !error.handled))
        failWith(error.code, error.message);
      else {
        setState({ kind: 'idle' });
        reportError(error);
      }
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  };

  const percent = state.kind === 'uploading' ? Math.round(state.progress * 100) : 0;
  return (
    <div className={styles.root}>
      <input
        ref={picker}
        type="file"
        accept={rule.accept}
        hidden
        onChange={(event) => void onFile(event)}
        data-testid="media-upload-input"
        aria-label={label}
      />
      {state.kind === 'uploading' ? (
        <>
          <div className={styles.row} data-testid="media-upload-progress">
            <ProgressBar
              className={styles.bar}
              value={state.progress}
              thickness="large"
              aria-label={t('widgets.upload.uploading', { name: state.name, percent })}
            />
            <Caption1>{percent}%</Caption1>
            <Tooltip content={t('widgets.upload.cancel')} relationship="label">
              <Button
                size="small"
                appearance="subtle"
                icon={<Dismiss16Regular />}
                onClick={() => upload.current?.abort()}
              />
            </Tooltip>
          </div>
          <Caption1 className={styles.muted}>{t('widgets.upload.uploading', { name: state.name, percent })}</Caption1>
        </>
      ) : (
        <>
          <Button
            className={styles.button}
            size="small"
            icon={<ArrowUpload16Regular />}
            onClick={() => picker.current?.click()}
            data-testid="media-upload"
          >
            {label}
          </Button>
          <Caption1 className={styles.muted}>
            {t('widgets.upload.rule', { types: uploadTypes(purpose), max: megabytes(rule.maxBytes) })}
          </Caption1>
        </>
      )}
      {state.kind === 'failed' ? (
        <Caption1 className={styles.error} role="alert">
          <ErrorCircle12Filled />
          {state.message}
        </Caption1>
      ) : null}
    </div>
  );
}
