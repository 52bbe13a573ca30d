import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DB_TYPE_INFO, type DbType } from '../../../../shared/datasource/types.js';

/** A tile per database type: its initials on the type's colour (product names read the same in zh and en). */
const TILE: Record<DbType, { text: string; color: string }> = {
  postgresql: { text: 'Pg', color: '#336791' },
  mysql: { text: 'My', color: '#00758f' },
  mariadb: { text: 'Ma', color: '#a06a2c' },
  greenplum: { text: 'Gp', color: '#3a8a5a' },
  sqlserver: { text: 'Ss', color: '#b5342b' },
  oracle: { text: 'Or', color: '#c74634' },
  mongodb: { text: 'Mg', color: '#2f7d4a' },
  saphana: { text: 'Hn', color: '#0a6ed1' },
  sapbw: { text: 'Bw', color: '#1b5fa8' },
  vertica: { text: 'Vt', color: '#1a4f8b' },
  dameng: { text: 'Dm', color: '#b8322a' },
  hive: { text: 'Hv', color: '#b08a00' },
  kylin: { text: 'Ky', color: '#1f6fb2' },
  sybase: { text: 'Sy', color: '#5a4ea8' },
};

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

export function TypeBadge({ type, size = 'medium' }: { type: DbType; size?: 'small' | 'medium' }) {
  const styles = useStyles();
  const tile = TILE[type];
  return (
    <span
      className={mergeClasses(styles.tile, size === 'small' && styles.small)}
      style={{ backgroundColor: tile.color }}
      title={DB_TYPE_INFO[type].label}
      aria-hidden="true"
    >
      {tile.text}
    </span>
  );
}
