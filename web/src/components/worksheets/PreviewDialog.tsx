import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { WorksheetSummary } from '../../../../shared/acts/worksheet.js';
import { isRpcError } from '../../api/errors';
import { useWorksheetPreview } from '../../api/worksheets';
import { usePreferences } from '../../app/services';
import { FormAlert } from '../common/FormAlert';
import { PreviewGrid } from '../datasources/PreviewGrid';
import { count } from './format';

const useStyles = makeStyles({
  surface: { width: '1080px', maxWidth: 'calc(100vw - 48px)' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    height: '60vh',
    minHeight: '320px',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  center: { flex: 1, display: 'grid', placeItems: 'center' },
});

/** The first rows of a worksheet (`v1/worksheet/preview`), with its record count. */
export function PreviewDialog({ worksheet, onClose }: { worksheet: WorksheetSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const preview = useWorksheetPreview(worksheet?._id ?? null);
  const data = preview.data;
  return (
    <Dialog open={worksheet !== null} onOpenChange={(_, state) => (state.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="worksheet-preview">
        <DialogBody>
          <DialogTitle>{t('dataFile.preview.title', { name: worksheet?.name ?? '' })}</DialogTitle>
          <DialogContent className={styles.content}>
            {data ? (
              <>
                <Caption1 className={styles.muted}>
                  {t('dataFile.preview.records', {
                    count: count(data.record_count, language),
                    shown: data.rows.length,
                  })}
                </Caption1>
                <PreviewGrid
                  label={t('dataFile.preview.label', { name: worksheet?.name ?? '' })}
                  result={{ columns: data.columns, rows: data.rows, truncated: false, elapsed_ms: 0 }}
                />
              </>
            ) : preview.error ? (
              <FormAlert
                error={{
                  code: isRpcError(preview.error) ? preview.error.code : -1,
                  message: isRpcError(preview.error) ? preview.error.message : t('dataFile.preview.failed'),
                  intent: 'error',
                }}
              />
            ) : (
              <div className={styles.center}>
                <Spinner label={t('common.loading')} />
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
