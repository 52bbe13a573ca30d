import { Caption1, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import {
  CheckmarkCircle16Filled,
  DismissCircle16Filled,
  PlugDisconnected16Regular,
  QuestionCircle16Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ConnectionTestResult } from '../../../../shared/acts/datasource.js';
import { hasEngine, type DbType } from '../../../../shared/datasource/types.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { usePreferences } from '../../app/services';
import { absoluteTime } from '../../screenList/relativeTime';
import { testOutcome } from './testOutcome';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  ok: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0 },
  failed: { color: tokens.colorPaletteRedForeground1, flexShrink: 0 },
  muted: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  detail: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  stack: { display: 'flex', flexDirection: 'column', minWidth: 0 },
});

/**
 * The list's "last test" cell: connected with its latency, failed with the database's message,
 * never tested, or (a type without a driver here) not testable at all.
 */
export function TestStatus({ type, result }: { type: DbType; result: ConnectionTestResult | undefined }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const outcome = testOutcome(
    hasEngine(type) ? result : { ok: false, code: ErrorCode.DATABASE_TYPE_UNAVAILABLE, at: result?.at ?? 0 },
    language,
  );
  const when =
    result && hasEngine(type) ? t('datasources.status.testedAt', { time: absoluteTime(result.at, language) }) : '';
  if (outcome.state === 'never') {
    return (
      <span className={styles.root} data-testid="test-status" data-state="never">
        <QuestionCircle16Regular className={styles.muted} />
        <Caption1 className={styles.detail}>{t('datasources.status.never')}</Caption1>
      </span>
    );
  }
  if (outcome.state === 'ok') {
    return (
      <Tooltip content={when} relationship="description">
        <span className={styles.root} data-testid="test-status" data-state="ok">
          <CheckmarkCircle16Filled className={styles.ok} />
          <span className={styles.text}>
            {outcome.latencyMs !== undefined
              ? t('datasources.status.okLatency', { ms: outcome.latencyMs })
              : t('datasources.status.ok')}
          </span>
        </span>
      </Tooltip>
    );
  }
  const message = outcome.state === 'unavailable' ? outcome.text : outcome.detail || outcome.title;
  return (
    <Tooltip content={`${message}${when ? ` · ${when}` : ''}`} relationship="description">
      <span className={styles.root} data-testid="test-status" data-state={outcome.state}>
        {outcome.state === 'unavailable' ? (
          <PlugDisconnected16Regular className={styles.muted} />
        ) : (
          <DismissCircle16Filled className={styles.failed} />
        )}
        <span className={styles.stack}>
          <span className={styles.text}>
            {outcome.state === 'unavailable' ? t('datasources.status.noDriver') : t('datasources.status.failed')}
          </span>
          <Caption1 className={styles.detail}>{message}</Caption1>
        </span>
      </span>
    </Tooltip>
  );
}
