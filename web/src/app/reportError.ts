import { isCatalogueCode } from '../../../shared/errors/catalogue.js';
import { errorText } from '../i18n/errorTexts';
import { DownloadError, isRpcError, UploadError } from '../api/errors';
import { currentLanguage, i18next } from '../i18n';
import { notify } from './notify';

/**
 * One error toast for a failed action: the catalogue text of an RPC error (unless the client
 * already handled it with a redirect), the client messages for downloads and uploads (docs/errors.md#how-the-client-reacts).
 */
export function reportError(
  error: unknown,
  fallback: 'errors.actionFailed' | 'errors.importFailed' = 'errors.actionFailed',
): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (isRpcError(error)) {
    if (!error.handled) notify('error', error.message);
    return;
  }
  if (error instanceof DownloadError) {
    if (error.code !== undefined && isCatalogueCode(error.code))
      notify('error', errorText(error.code, currentLanguage()));
    else
      notify(
        'error',
        i18next.t(error.reason === 'noPermission' ? 'errors.downloadNoPermission' : 'errors.downloadFailed'),
      );
    return;
  }
  if (error instanceof UploadError) {
    notify(
      'error',
      isCatalogueCode(error.code)
        ? `${i18next.t('errors.uploadFailed')}: ${errorText(error.code, currentLanguage())}`
        : i18next.t('errors.uploadFailed'),
    );
    return;
  }
  notify('error', i18next.t(fallback));
}
