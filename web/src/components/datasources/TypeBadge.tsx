import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DB_TYPE_INFO, type DbType } from '../../../../shared/datasource/types.js';

const useStyles = makeStyles({
  tile: {
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    color: '#ffffff',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    letterSpacing: '0.02em',
  },
  small: { width: '24px', height: '24px', fontSize: tokens.fontSizeBase100, borderRadius: tokens.borderRadiusSmall },
});

/** A type's tile (its descriptor's `badge`): initials on the type's colour (product names read the same in zh and en). */
export function TypeBadge({ type, size = 'medium' }: { type: DbType; size?: 'small' | 'medium' }) {
  const styles = useStyles();
  const info = DB_TYPE_INFO[type];
  return (
    <span
      className={mergeClasses(styles.tile, size === 'small' && styles.small)}
      style={{ backgroundColor: info.badge.color }}
      title={info.label}
      aria-hidden="true"
    >
      {info.badge.text}
    </span>
  );
}
