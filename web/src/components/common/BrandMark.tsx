import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { useServices } from '../../app/services';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
  },
  logo: { width: '28px', height: '28px', flexShrink: 0 },
  tile: { fill: tokens.colorNeutralBackground3 },
  barA: { fill: tokens.colorBrandBackground },
  barB: { fill: tokens.colorBrandForeground1 },
  barC: { fill: tokens.colorBrandForeground2 },
  name: {
    ...typographyStyles.body2,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.01em',
    whiteSpace: 'nowrap',
  },
  large: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
});

/** The product logo (bars on a tile) and the configured logo text name. */
export function BrandMark({ size = 'medium', className }: { size?: 'medium' | 'large'; className?: string }) {
  const styles = useStyles();
  const { config } = useServices();
  return (
    <span className={mergeClasses(styles.root, className)}>
      <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true">
        <rect className={styles.tile} width="32" height="32" rx="7" />
        <rect className={styles.barA} x="6" y="17" width="4" height="9" rx="1.5" />
        <rect className={styles.barB} x="12" y="11" width="4" height="15" rx="1.5" />
        <rect className={styles.barA} x="18" y="14" width="4" height="12" rx="1.5" />
        <rect className={styles.barC} x="24" y="6" width="4" height="20" rx="1.5" />
      </svg>
      <span className={mergeClasses(styles.name, size === 'large' && styles.large)}>
        {config.logoTextName || 'Wallboard'}
      </span>
    </span>
  );
}
