import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, isCatalogueCode } from '../../../../../shared/errors/catalogue.js';
import { errorText } from '../../../i18n/errorTexts';
import { isRpcError } from '../../../api/errors';
import { UploadError } from '../../../api/errors';
import { checkUploadFile, fileIdentity, uploadFile, webResumeStore, xhrPut } from '../../../api/upload';
import { useServices, usePreferences } from '../../../app/services';
import { fileFormat, type UploadedFile } from './wizardModel';

export type UploadState =
  | { kind: 'idle' }
  | {
      kind: 'uploading';
      name: string;
      size: number;
      fraction: number;
      /** Parts an earlier, dropped upload of this file already sent. */
      resumed: { done: number; total: number } | null;
    }
  | { kind: 'done'; file: UploadedFile; size: number }
  /** `resumable`: the batch is remembered, picking the same file again continues it. */
  | { kind: 'failed'; message: string; resumable: boolean }
  | { kind: 'cancelled' };

/**
 * One worksheet file's upload for the wizard: checked by type and size first, sent in parts
 * with progress, cancellable, and resumed from the parts an earlier attempt sent (the batch is
 * remembered in localStorage by the file's name, size and last change).
 */
export function useWorksheetUpload() {
  const { t } = useTranslation();
  const { rpc } = useServices();
  const { language } = usePreferences();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  // A wizard closed mid-upload stops sending; the sent parts stay remembered.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      running.current?.abort();
      const invalid = checkUploadFile(file, 'worksheet');
      if (invalid !== null) {
        setState({
          kind: 'failed',
          message: t('dataFile.upload.failed', { message: errorText(invalid, language) }),
          resumable: false,
        });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      let resumed: { done: number; total: number } | null = null;
      setState({ kind: 'uploading', name: file.name, size: file.size, fraction: 0, resumed });
      try {
        const merged = await uploadFile(rpc, file, xhrPut, {
          purpose: 'worksheet',
          signal: controller.signal,
          resume: { store: webResumeStore(window.localStorage), id: fileIdentity(file) },
          onResume: (done, total) => {
            resumed = { done, total };
          },
          onProgress: (fraction) =>
            setState({ kind: 'uploading', name: file.name, size: file.size, fraction, resumed }),
        });
        setState({
          kind: 'done',
          file: { key: merged.key, filename: file.name, format: fileFormat(file.name) },
          size: file.size,
        });
      } catch (error) {
        if (controller.signal.aborted) setState({ kind: 'cancelled' });
        else if (isRpcError(error) && isCatalogueCode(error.code))
          setState({
            kind: 'failed',
            message: t('dataFile.upload.failed', { message: error.message }),
            resumable: false,
          });
        else {
          // A dropped network or a failed part: what was sent is remembered.
          const code = error instanceof UploadError ? error.code : ErrorCode.UPLOAD_INCOMPLETE;
          const message = isRpcError(error) ? error.message : errorText(code, language);
          setState({ kind: 'failed', message: t('dataFile.upload.dropped', { message }), resumable: true });
        }
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [rpc, language, t],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  const reset = useCallback(() => {
    running.current?.abort();
    setState({ kind: 'idle' });
  }, []);

  return { state, start, cancel, reset };
}
