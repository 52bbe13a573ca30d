import { lazy, Suspense, type ComponentType } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { LoadingRing } from './LoadingRing';

const useStyles = makeStyles({
  loading: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalM, minWidth: '160px' },
});

function MenuLoading() {
  const styles = useStyles();
  return (
    <div className={styles.loading}>
      <LoadingRing size="small" />
    </div>
  );
}

/**
 * A menu whose content (its items, their icons and actions) loads when it is first about to open:
 * `preload` goes on the trigger (pointer over it, focus on it), `Content` in the popover, drawn
 * with a spinner until the code has come. A page with many menus draws without their code.
 */
export function lazyMenuContent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(load);
  const preload = { onPointerEnter: () => void load(), onFocus: () => void load() };
  function Content(props: P) {
    return (
      <Suspense fallback={<MenuLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { preload, Content };
}
