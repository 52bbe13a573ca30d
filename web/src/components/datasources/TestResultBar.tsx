import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TestOutcome } from './testOutcome';

const useStyles = makeStyles({
  detail: {
    display: 'block',
    marginTop: tokens.spacingVerticalXS,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  },
});

/** The form's answer to "Test connection": latency and version, the database's message, or no driver. */
export function TestResultBar({ outcome }: { outcome: TestOutcome | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (!outcome || outcome.state === 'never') return null;
  if (outcome.state === 'ok') {
    return (
      <MessageBar intent="success" data-testid="test-result" data-state="ok" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>
            {outcome.latencyMs !== undefined
              ? t('datasources.test.okLatency', { ms: outcome.latencyMs })
              : t('datasources.test.ok')}
          </MessageBarTitle>
          {outcome.version ? <span className={styles.detail}>{outcome.version}</span> : null}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (outcome.state === 'unavailable') {
    return (
      <MessageBar intent="warning" data-testid="test-result" data-state="unavailable" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{outcome.text}</MessageBarTitle>
          <div>{t('datasources.test.unavailableHint')}</div>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="error" data-testid="test-result" data-state="failed" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{outcome.title}</MessageBarTitle>
        {outcome.detail ? <span className={styles.detail}>{outcome.detail}</span> : null}
      </MessageBarBody>
    </MessageBar>
  );
}
