import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwise20Regular, History24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { RunStatus, WorksheetSummary } from '../../../../shared/acts/worksheet.js';
import { isCatalogueCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { isRpcError } from '../../api/errors';
import { useWorksheetRuns } from '../../api/worksheets';
import { usePreferences } from '../../app/services';
import { absoluteTime } from '../../screenList/relativeTime';
import { EmptyState } from '../common/EmptyState';
import { FormAlert } from '../common/FormAlert';
import { count, duration } from './format';

const useStyles = makeStyles({
  surface: { width: '1000px', maxWidth: 'calc(100vw - 48px)' },
  content: { minHeight: '280px', maxHeight: '60vh', overflow: 'auto' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  numberHead: { '& > div': { justifyContent: 'flex-end' } },
  error: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  center: { display: 'grid', placeItems: 'center', minHeight: '240px' },
  refresh: { marginRight: 'auto' },
});

const STATUS_COLORS: Record<RunStatus, 'brand' | 'success' | 'danger' | 'informative'> = {
  running: 'brand',
  succeeded: 'success',
  failed: 'danger',
  skipped: 'informative',
};

/** A worksheet's update history: time, trigger, kind, status, rows, duration and error of each run. */
export function RunsDialog({
  worksheet,
  onRefresh,
  onClose,
}: {
  worksheet: WorksheetSummary | null;
  onRefresh: (worksheet: WorksheetSummary) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const runs = useWorksheetRuns(worksheet?._id ?? null);
  const body = () => {
    if (runs.error && !runs.data)
      return (
        <FormAlert
          error={{
            code: isRpcError(runs.error) ? runs.error.code : -1,
            message: isRpcError(runs.error) ? runs.error.message : t('dataFile.runs.failed'),
            intent: 'error',
          }}
        />
      );
    if (!runs.data)
      return (
        <div className={styles.center}>
          <Spinner label={t('common.loading')} />
        </div>
      );
    if (runs.data.length === 0) return <EmptyState icon={<History24Regular />} title={t('dataFile.runs.empty')} />;
    return (
      <Table size="small" aria-label={t('dataFile.runs.label')} data-testid="worksheet-runs">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('dataFile.runs.time')}</TableHeaderCell>
            <TableHeaderCell>{t('dataFile.runs.trigger')}</TableHeaderCell>
            <TableHeaderCell>{t('dataFile.runs.kind')}</TableHeaderCell>
            <TableHeaderCell>{t('dataFile.runs.status')}</TableHeaderCell>
            <TableHeaderCell className={styles.numberHead}>{t('dataFile.runs.rows')}</TableHeaderCell>
            <TableHeaderCell className={styles.numberHead}>{t('dataFile.runs.duration')}</TableHeaderCell>
            <TableHeaderCell>{t('dataFile.runs.error')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {runs.data.map((run) => {
            const known = run.code !== undefined && isCatalogueCode(run.code) ? errorText(run.code, language) : '';
            const message = [known, run.message].filter(Boolean).join(' — ');
            return (
              <TableRow key={run.run_id} data-testid="worksheet-run" data-status={run.status}>
                <TableCell>{absoluteTime(run.started_at, language)}</TableCell>
                <TableCell>{t(`dataFile.runs.triggers.${run.trigger}`)}</TableCell>
                <TableCell>{t(`dataFile.runs.kinds.${run.kind}`)}</TableCell>
                <TableCell>
                  <Badge appearance="tint" shape="rounded" color={STATUS_COLORS[run.status]}>
                    {t(`dataFile.runs.statuses.${run.status}`)}
                  </Badge>
                </TableCell>
                <TableCell className={styles.number}>
                  {run.rows !== undefined ? count(run.rows, language) : '—'}
                </TableCell>
                <TableCell className={styles.number}>
                  {run.duration_ms !== undefined ? duration(run.duration_ms, language) : '—'}
                </TableCell>
                <TableCell className={message ? styles.error : styles.muted}>{message || '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    );
  };
  return (
    <Dialog open={worksheet !== null} onOpenChange={(_, state) => (state.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="worksheet-runs-dialog">
        <DialogBody>
          <DialogTitle>{t('dataFile.runs.title', { name: worksheet?.name ?? '' })}</DialogTitle>
          <DialogContent className={styles.content}>{body()}</DialogContent>
          <DialogActions fluid>
            <Button
              className={styles.refresh}
              icon={<ArrowClockwise20Regular />}
              disabledFocusable={runs.data?.some((run) => run.status === 'running') ?? false}
              onClick={() => {
                if (!worksheet) return;
                onRefresh(worksheet);
                void runs.mutate();
              }}
            >
              {t('dataFile.actions.refresh')}
            </Button>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
