import { useState } from 'react';
import { Badge, makeStyles, Spinner, tokens, Tooltip } from '@fluentui/react-components';
import { CheckmarkCircle12Filled, ErrorCircle12Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { WorksheetStatus } from '../../../../shared/datasource/worksheet.js';
import { isCatalogueCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { usePreferences } from '../../app/services';
import { useWorksheetDetail } from '../../api/worksheets';

const useStyles = makeStyles({
  badge: { gap: tokens.spacingHorizontalXXS, paddingInline: tokens.spacingHorizontalS },
  spinner: { '& svg': { width: '10px', height: '10px' } },
  reason: { maxWidth: '360px', overflowWrap: 'anywhere' },
});

const COLORS = { normal: 'success', updating: 'brand', abnormal: 'danger' } as const;

/** The status of a worksheet: normal, updating (with a spinner) or abnormal (the last error on hover). */
export function StatusBadge({ id, status }: { id: string; status: WorksheetStatus }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [hovered, setHovered] = useState(false);
  const badge = (
    <Badge
      appearance="tint"
      color={COLORS[status]}
      shape="rounded"
      size="large"
      className={styles.badge}
      tabIndex={status === 'abnormal' ? 0 : undefined}
      icon={
        status === 'updating' ? (
          <Spinner size="extra-tiny" className={styles.spinner} />
        ) : status === 'normal' ? (
          <CheckmarkCircle12Filled />
        ) : (
          <ErrorCircle12Filled />
        )
      }
      data-testid="worksheet-status"
      data-status={status}
    >
      {t(`dataFile.status.${status}`)}
    </Badge>
  );
  if (status !== 'abnormal') return badge;
  return (
    <Tooltip
      content={{
        children: hovered ? <LastError id={id} /> : t('dataFile.status.loadingError'),
        className: styles.reason,
      }}
      relationship="description"
      onVisibleChange={(_, data) => setHovered(data.visible)}
    >
      {badge}
    </Tooltip>
  );
}

/** The failed run's catalogue text and the source's own message, read when the tooltip opens. */
function LastError({ id }: { id: string }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const detail = useWorksheetDetail(id);
  if (!detail.data) return <>{t('dataFile.status.loadingError')}</>;
  const run = detail.data.last_run;
  if (!run || (run.code === undefined && !run.message)) return <>{t('dataFile.status.noError')}</>;
  const known = run.code !== undefined && isCatalogueCode(run.code) ? errorText(run.code, language) : '';
  const message = [known, run.message].filter(Boolean).join(' — ');
  return <span data-testid="worksheet-last-error">{t('dataFile.status.lastError', { message })}</span>;
}
