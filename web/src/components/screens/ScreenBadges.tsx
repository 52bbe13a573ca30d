import type { ReactElement } from 'react';
import { Avatar, Badge, Caption1, makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import {
  Eye12Regular,
  Globe12Regular,
  LockClosed12Regular,
  People12Regular,
  PeopleCommunity12Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ScreenSummary, SecurityLevel } from '../../../../shared/acts/screen.js';
import { usePreferences } from '../../app/services';
import { absoluteTime, relativeTime } from '../../screenList/relativeTime';

const useStyles = makeStyles({
  editing: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    maxWidth: '100%',
    padding: `2px ${tokens.spacingHorizontalS} 2px 2px`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    boxShadow: tokens.shadow4,
  },
  editingText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  pulse: {
    width: '6px',
    height: '6px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteGreenBackground3,
    animationName: { '0%': { opacity: 1 }, '50%': { opacity: 0.3 }, '100%': { opacity: 1 } },
    animationDuration: '1.6s',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  owner: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
    minWidth: 0,
  },
  ownerName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap', flexShrink: 0 },
  time: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

const LEVEL_BADGE: Record<SecurityLevel, { color: 'success' | 'informative' | 'danger'; icon: ReactElement }> = {
  public: { color: 'success', icon: <Globe12Regular /> },
  internal: { color: 'informative', icon: <PeopleCommunity12Regular /> },
  secret: { color: 'danger', icon: <LockClosed12Regular /> },
};

export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" shape="rounded" color={published ? 'brand' : 'subtle'} size="small">
      {published ? t('screenList.published') : t('screenList.unpublished')}
    </Badge>
  );
}

export function SecurityBadge({ level }: { level: SecurityLevel }) {
  const { t } = useTranslation();
  const badge = LEVEL_BADGE[level];
  return (
    <Tooltip
      content={t('screenList.security.tooltip', { level: t(`screenList.security.${level}`) })}
      relationship="description"
    >
      <Badge appearance="tint" shape="rounded" color={badge.color} size="small" icon={badge.icon}>
        {t(`screenList.security.${level}`)}
      </Badge>
    </Tooltip>
  );
}

const SHARE_BADGE = {
  viewOnly: { appearance: 'outline', color: 'informative', icon: <Eye12Regular /> },
  team: { appearance: 'tint', color: 'brand', icon: <People12Regular /> },
} as const;

/**
 * How a screen is shared, when it says something: "View only" on a screen shared with me to
 * read, "Workspace" on my screen that everyone of the tenant can view.
 */
export function ShareBadge({
  screen,
  mine,
}: {
  screen: Pick<ScreenSummary, 'can_edit' | 'system_share'>;
  mine: boolean;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const kind = !mine && !screen.can_edit ? 'viewOnly' : mine && screen.system_share ? 'team' : null;
  if (!kind) return null;
  const badge = SHARE_BADGE[kind];
  return (
    <Tooltip content={t(`sharing.badge.${kind}Hint`)} relationship="description">
      <Badge
        appearance={badge.appearance}
        shape="rounded"
        color={badge.color}
        size="small"
        icon={badge.icon}
        className={styles.nowrap}
        data-testid={`badge-${kind}`}
      >
        {t(`sharing.badge.${kind}`)}
      </Badge>
    </Tooltip>
  );
}

/** "Alice is editing", with a live dot. */
export function EditingChip({
  editing,
  className,
}: {
  editing: NonNullable<ScreenSummary['editing']>;
  className?: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.editing, className)} data-testid="editing-chip">
      <Avatar size={16} name={editing.name} color="colorful" aria-hidden />
      <Caption1 className={styles.editingText}>{t('screenList.editing', { name: editing.name })}</Caption1>
      <span className={styles.pulse} aria-hidden />
    </span>
  );
}

export function OwnerTag({ owner }: { owner: ScreenSummary['owner'] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <span className={styles.owner}>
      <Avatar size={16} name={owner.name} color="colorful" aria-hidden />
      <Caption1 className={styles.ownerName}>{t('screenList.sharedBy', { name: owner.name })}</Caption1>
    </span>
  );
}

/** "5 minutes ago", the full date in a tooltip. */
export function UpdatedTime({ at, now }: { at: number; now: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { language } = usePreferences();
  return (
    <Tooltip content={t('screenList.updatedAt', { time: absoluteTime(at, language) })} relationship="description">
      <Caption1 as="span" className={styles.time}>
        <time dateTime={new Date(at).toISOString()}>{relativeTime(at, now, language, t('screenList.justNow'))}</time>
      </Caption1>
    </Tooltip>
  );
}
