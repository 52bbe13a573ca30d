import { makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { CloudCheckmark20Regular, CloudOff20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useEditorState } from '../context';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    whiteSpace: 'nowrap',
    minWidth: '96px',
  },
  offline: { color: tokens.colorPaletteMarigoldForeground1 },
});

/** "Saved", "Saving…" or "Offline — changes kept", announced politely. */
export function SaveStatus() {
  const styles = useStyles();
  const { t } = useTranslation();
  const status = useEditorState((s) => s.status);
  const busy = status === 'pending' || status === 'saving';
  return (
    <span
      className={mergeClasses(styles.root, status === 'offline' && styles.offline)}
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-status={status}
    >
      {busy ? (
        <Spinner size="extra-tiny" />
      ) : status === 'offline' ? (
        <CloudOff20Regular />
      ) : (
        <CloudCheckmark20Regular />
      )}
      {t(`editor.status.${status}`)}
    </span>
  );
}
