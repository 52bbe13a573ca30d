import {
  Badge,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import {
  ArrowSync20Regular,
  Delete20Regular,
  Document20Regular,
  MoreHorizontal20Regular,
  Note20Regular,
  Open20Regular,
  Rename20Regular,
  Rocket20Regular,
  Star16Filled,
  Star20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { VersionSummary } from '../../../../shared/acts/versions.js';
import { usePreferences } from '../../app/services';
import { absoluteTime, relativeTime } from '../../screenList/relativeTime';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '112px minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid transparent`,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  thumb: {
    width: '112px',
    aspectRatio: '16 / 9',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'grid',
    placeItems: 'center',
    color: tokens.colorNeutralForeground4,
  },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: {
    padding: 0,
    minWidth: 0,
    height: 'auto',
    justifyContent: 'flex-start',
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  remark: { color: tokens.colorNeutralForeground2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  noRemark: { color: tokens.colorNeutralForeground4, fontStyle: 'italic' },
  meta: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  seq: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  danger: { color: tokens.colorPaletteRedForeground1, ':hover': { color: tokens.colorPaletteRedForeground1 } },
});

export type VersionAction = 'rename' | 'remark' | 'release' | 'onward' | 'replace' | 'remove';

export interface VersionRowProps {
  version: VersionSummary;
  selected: boolean;
  canManage: boolean;
  now: number;
  previewHref: string;
  onSelect: () => void;
  onAction: (action: VersionAction) => void;
}

/** One published version: thumbnail, name and "Latest", remark, who and when, its actions. */
export function VersionRow({ version, selected, canManage, now, previewHref, onSelect, onAction }: VersionRowProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { language } = usePreferences();
  return (
    <li
      className={mergeClasses(styles.row, selected && styles.selected)}
      data-version-id={version._id}
      data-version-name={version.name}
      data-latest={version.latest ? 'true' : 'false'}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
    >
      <div className={styles.thumb} aria-hidden="true">
        {version.thumb ? (
          <img className={styles.image} src={version.thumb} alt="" loading="lazy" />
        ) : (
          <Document20Regular />
        )}
      </div>
      <div className={styles.text}>
        <div className={styles.title}>
          <Caption1 className={styles.seq}>#{version.seq}</Caption1>
          <Button appearance="transparent" className={styles.name} onClick={onSelect} aria-pressed={selected}>
            {version.name}
          </Button>
          {version.latest ? (
            <Badge appearance="filled" color="brand" size="small" icon={<Star16Filled />} data-testid="latest-badge">
              {t('versions.latest')}
            </Badge>
          ) : null}
        </div>
        <Text
          size={200}
          className={mergeClasses(styles.remark, !version.remark && styles.noRemark)}
          title={version.remark || undefined}
        >
          {version.remark || t('versions.noRemark')}
        </Text>
        <Tooltip content={absoluteTime(version.created_at, language)} relationship="description">
          <Caption1 className={styles.meta}>
            {version.author.name || '—'} ·{' '}
            <time dateTime={new Date(version.created_at).toISOString()}>
              {relativeTime(version.created_at, now, language, t('screenList.justNow'))}
            </time>{' '}
            · {t('versions.widgets', { count: version.widgets })}
          </Caption1>
        </Tooltip>
      </div>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            size="small"
            icon={<MoreHorizontal20Regular />}
            aria-label={t('versions.actions.menu', { name: version.name })}
            onClick={(event) => event.stopPropagation()}
          />
        </MenuTrigger>
        <MenuPopover onClick={(event) => event.stopPropagation()}>
          <MenuList>
            <MenuItem icon={<Rename20Regular />} onClick={() => onAction('rename')}>
              {t('versions.actions.rename')}
            </MenuItem>
            <MenuItem icon={<Note20Regular />} onClick={() => onAction('remark')}>
              {t('versions.actions.remark')}
            </MenuItem>
            <MenuItem icon={<Open20Regular />} onClick={() => window.open(previewHref, '_blank', 'noopener')}>
              {t('versions.actions.preview')}
            </MenuItem>
            <MenuDivider />
            <MenuItem
              icon={<Star20Regular />}
              disabled={!canManage || version.latest}
              onClick={() => onAction('release')}
            >
              {t('versions.actions.release')}
            </MenuItem>
            <MenuItem icon={<Rocket20Regular />} disabled={!canManage} onClick={() => onAction('onward')}>
              {t('versions.actions.onward')}
            </MenuItem>
            <MenuItem icon={<ArrowSync20Regular />} disabled={!canManage} onClick={() => onAction('replace')}>
              {t('versions.actions.replace')}
            </MenuItem>
            <MenuDivider />
            <MenuItem
              icon={<Delete20Regular />}
              className={canManage ? styles.danger : undefined}
              disabled={!canManage}
              onClick={() => onAction('remove')}
            >
              {t('versions.actions.remove')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </li>
  );
}
