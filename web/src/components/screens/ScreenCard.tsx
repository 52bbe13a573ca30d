import { memo } from 'react';
import {
  Body1Strong,
  Button,
  Caption1,
  Checkbox,
  makeStyles,
  shorthands,
  mergeClasses,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { Edit16Regular, Eye16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import { abilities } from '../../screenList/permissions';
import { EditingChip, OwnerTag, PublishedBadge, SecurityBadge, ShareBadge, UpdatedTime } from './ScreenBadges';
import { useScreenList } from './ScreenListContext';
import { ScreenMenu } from './ScreenMenu';
import { ScreenThumb } from './ScreenThumb';
import { useCardBehaviour } from './useCardBehaviour';

/** Static names so the card's hover can reveal its overlay and checkbox. */
const CARD_CLASSES = { overlay: 'wb-ScreenCard__overlay', check: 'wb-ScreenCard__check' } as const;

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    overflow: 'hidden',
    cursor: 'pointer',
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 280px',
    transitionProperty: 'border-color, box-shadow, transform',
    transitionDuration: tokens.durationFaster,
    ':hover': {
      ...shorthands.borderColor(tokens.colorNeutralStroke1Hover),
      boxShadow: tokens.shadow16,
      transform: 'translateY(-2px)',
    },
    ':focus-within': {
      ...shorthands.borderColor(tokens.colorNeutralStroke1Hover),
      [`& .${CARD_CLASSES.overlay}`]: { opacity: 1 },
      [`& .${CARD_CLASSES.check}`]: { opacity: 1 },
    },
    [`:hover .${CARD_CLASSES.overlay}`]: { opacity: 1 },
    [`:hover .${CARD_CLASSES.check}`]: { opacity: 1 },
    '@media (prefers-reduced-motion: reduce)': { ':hover': { transform: 'none' } },
  },
  selected: {
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    boxShadow: `0 0 0 1px ${tokens.colorBrandStroke1}`,
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke1) },
  },
  dragging: { opacity: 0.5 },
  dropBefore: {
    '::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: 0,
      width: '3px',
      backgroundColor: tokens.colorBrandStroke1,
      zIndex: 1,
    },
  },
  dropAfter: {
    '::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      right: 0,
      width: '3px',
      backgroundColor: tokens.colorBrandStroke1,
      zIndex: 1,
    },
  },
  media: { position: 'relative' },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorBackgroundOverlay,
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationFaster,
  },
  check: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationFaster,
  },
  checkShown: { opacity: 1 },
  chip: { position: 'absolute', top: tokens.spacingVerticalS, right: tokens.spacingHorizontalS, maxWidth: '70%' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
  },
  titleRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: '28px' },
  name: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  remark: {
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minHeight: '16px',
    paddingRight: tokens.spacingHorizontalS,
  },
  meta: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    marginTop: tokens.spacingVerticalS,
    paddingRight: tokens.spacingHorizontalXS,
    minWidth: 0,
  },
  spacer: { flex: 1 },
});

export interface ScreenItemProps {
  screen: ScreenSummary;
  selected: boolean;
  selecting: boolean;
}

/** A screen in the grid: thumbnail with hover actions, name, remark, badges, time. */
export const ScreenCard = memo(function ScreenCard({ screen, selected, selecting }: ScreenItemProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { now, userId, actions } = useScreenList();
  const { dragging, drop, rootProps, onCheck } = useCardBehaviour(screen, selecting, 'x');
  const can = abilities(screen, userId);
  const previewHref = `/dashboard-preview/${encodeURIComponent(screen._id)}`;
  return (
    <article
      className={mergeClasses(
        styles.card,
        selected && styles.selected,
        dragging && styles.dragging,
        drop === 'before' && styles.dropBefore,
        drop === 'after' && styles.dropAfter,
      )}
      aria-label={screen.name}
      data-selected={selected || undefined}
      data-testid="screen-card"
      {...rootProps}
    >
      <div className={styles.media}>
        <ScreenThumb screen={screen} />
        <div className={mergeClasses(styles.overlay, CARD_CLASSES.overlay)}>
          {can.edit ? (
            <Button
              appearance="primary"
              size="small"
              icon={<Edit16Regular />}
              onClick={() => actions.open(screen)}
              aria-label={t('screenList.editNamed', { name: screen.name })}
            >
              {t('screenList.edit')}
            </Button>
          ) : null}
          <Button
            as="a"
            href={previewHref}
            target="_blank"
            rel="noopener"
            size="small"
            icon={<Eye16Regular />}
            aria-label={t('screenList.previewNamed', { name: screen.name })}
          >
            {t('screenList.preview')}
          </Button>
        </div>
        <Checkbox
          className={mergeClasses(styles.check, (selected || selecting) && styles.checkShown, CARD_CLASSES.check)}
          checked={selected}
          onChange={(event) => onCheck((event.nativeEvent as MouseEvent).shiftKey === true)}
          aria-label={t('screenList.selectNamed', { name: screen.name })}
        />
        {screen.editing ? <EditingChip editing={screen.editing} className={styles.chip} /> : null}
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <Tooltip content={screen.name} relationship="description" showDelay={600}>
            <Body1Strong className={styles.name}>{screen.name}</Body1Strong>
          </Tooltip>
          <ShareBadge screen={screen} mine={!can.shared} />
          <ScreenMenu screen={screen} />
        </div>
        <Caption1 className={styles.remark} data-testid="screen-remark">
          {screen.remark}
        </Caption1>
        <div className={styles.meta}>
          {can.shared ? <OwnerTag owner={screen.owner} /> : <PublishedBadge published={screen.published} />}
          <SecurityBadge level={screen.security_level} />
          <span className={styles.spacer} />
          <UpdatedTime at={screen.updated_at} now={now} />
        </div>
      </div>
    </article>
  );
});
