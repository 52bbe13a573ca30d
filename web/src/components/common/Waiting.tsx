import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LoadingRing } from './LoadingRing';

const useStyles = makeStyles({
  root: {
    flex: 1,
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground2,
  },
  screen: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground1 },
});

/**
 * Fluent's large spinner look with its label below (plain, for every root): a page starting, a
 * sign-in finishing. `screen` fills the window; else it fills its frame.
 */
export function Waiting({ label, screen = false, testId }: { label: string; screen?: boolean; testId?: string }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.root, screen && styles.screen)} role="status" data-testid={testId}>
      <LoadingRing size="large" />
      <span>{label}</span>
    </div>
  );
}
