import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

/**
 * Fluent's spinner look in plain CSS (a ring turning in the brand strokes): the share route and
 * the widgets' loading frames draw it without loading the UI kit's Spinner component.
 */
const useStyles = makeStyles({
  ring: {
    display: 'inline-block',
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '1.2s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '4s' },
  },
  tiny: { width: '16px', height: '16px', border: `2px solid ${tokens.colorBrandStroke2}` },
  small: { width: '24px', height: '24px', border: `2px solid ${tokens.colorBrandStroke2}` },
  large: { width: '36px', height: '36px', border: `3px solid ${tokens.colorBrandStroke2}` },
});

/** Fluent's extra-tiny spinner (16 px, 2 px stroke), its small one (24 px) or its large one (36 px, 3 px). */
export function LoadingRing({ size }: { size: 'tiny' | 'small' | 'large' }) {
  const styles = useStyles();
  return <span className={mergeClasses(styles[size], styles.ring)} aria-hidden="true" data-loading-ring="" />;
}
