import { useId, type DragEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Button, makeStyles, Menu, MenuPopover, MenuTrigger, mergeClasses, tokens } from '@fluentui/react-components';
import { MoreVertical16Regular, PeopleTeam16Regular, ReOrderDotsVertical16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router-dom';
import { lazyMenuContent } from '../common/lazyMenuContent';

const RAIL_CLASSES = {
  tail: 'wb-GroupRailItem__tail',
  handle: 'wb-GroupRailItem__handle',
  count: 'wb-GroupRailItem__count',
} as const;

const useStyles = makeStyles({
  item: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    [`:hover .${RAIL_CLASSES.tail}, :focus-within .${RAIL_CLASSES.tail}`]: { opacity: 1 },
    [`:hover .${RAIL_CLASSES.handle}`]: { opacity: 1 },
  },
  /** With a menu, the count gives way to the menu button on hover. */
  withMenu: { [`:hover .${RAIL_CLASSES.count}, :focus-within .${RAIL_CLASSES.count}`]: { opacity: 0 } },
  active: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    color: tokens.colorNeutralForeground1,
    '::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: '8px',
      bottom: '8px',
      width: '3px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorBrandStroke1,
    },
  },
  dropInto: {
    backgroundColor: tokens.colorBrandBackground2,
    outline: `1px dashed ${tokens.colorBrandStroke1}`,
    outlineOffset: '-1px',
    color: tokens.colorNeutralForeground1,
  },
  before: {
    '::after': {
      content: '""',
      position: 'absolute',
      left: '4px',
      right: '4px',
      top: '-2px',
      height: '2px',
      borderRadius: '2px',
      backgroundColor: tokens.colorBrandStroke1,
    },
  },
  after: {
    '::after': {
      content: '""',
      position: 'absolute',
      left: '4px',
      right: '4px',
      bottom: '-2px',
      height: '2px',
      borderRadius: '2px',
      backgroundColor: tokens.colorBrandStroke1,
    },
  },
  dragging: { opacity: 0.4 },
  link: {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: 'inherit',
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase300,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  strong: { fontWeight: tokens.fontWeightSemibold },
  icon: { display: 'inline-flex', fontSize: '20px', color: tokens.colorNeutralForeground3 },
  activeIcon: { color: tokens.colorBrandForeground1 },
  label: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  handle: {
    position: 'absolute',
    left: '0',
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'inline-flex',
    color: tokens.colorNeutralForeground4,
    cursor: 'grab',
    opacity: 0,
  },
  count: {
    minWidth: '20px',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase100,
    lineHeight: '18px',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationFaster,
  },
  activeCount: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  tail: {
    position: 'absolute',
    right: '4px',
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'flex',
    alignItems: 'center',
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationFaster,
  },
});

/** A group's menu items (their icons and actions), loaded when a group's menu is first about to open. */
const menuItems = lazyMenuContent(() => import('./GroupMenuItems'));

export type DropHint = 'into' | 'before' | 'after' | null;

export interface GroupMenuActions {
  rename?: () => void;
  moveUp?: () => void;
  moveDown?: () => void;
  exportGroup?: () => void;
  /** An empty group has nothing to export. */
  exportDisabled?: boolean;
  linkShare?: () => void;
  remove?: () => void;
  /** Play the group as a carousel, and set its intervals. */
  play?: () => void;
  carousel?: () => void;
  /** A QR code and link that open the group's pad control on a tablet. */
  padLink?: () => void;
  /** What a phone plays of the group: its mobile display rules. */
  mobileRules?: () => void;
  /** The group's system share: whether it is on, and the switch. */
  systemShare?: { on: boolean; toggle: () => void };
}

interface GroupRailItemProps {
  to: string;
  label: string;
  icon: ReactElement;
  count?: number | undefined;
  active: boolean;
  drop: DropHint;
  draggable?: boolean;
  dragging?: boolean;
  menu?: GroupMenuActions;
  testId?: string;
  dnd?: {
    onDragStart?: (event: DragEvent<HTMLLIElement>) => void;
    onDragEnd?: () => void;
    onDragOver?: (event: DragEvent<HTMLLIElement>) => void;
    onDragLeave?: (event: DragEvent<HTMLLIElement>) => void;
    onDrop?: (event: DragEvent<HTMLLIElement>) => void;
  };
  children?: ReactNode;
}

/** One entry of the rail: a link with icon, name and count, drop feedback, its menu. */
export function GroupRailItem({
  to,
  label,
  icon,
  count,
  active,
  drop,
  draggable,
  dragging,
  menu,
  testId,
  dnd,
}: GroupRailItemProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const href = useHref(to);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  const hasMenu = menu && Object.values(menu).some((entry) => typeof entry === 'function');
  const countId = useId();
  const sharedId = useId();
  const shared = menu?.systemShare?.on === true;
  // The link is named by the label it shows; the count and the shared mark are read as its
  // description (they are hidden from the name, not from the eye).
  const describedBy = [count !== undefined ? countId : '', shared ? sharedId : ''].filter(Boolean).join(' ');
  return (
    <li
      className={mergeClasses(
        styles.item,
        hasMenu && styles.withMenu,
        active && styles.active,
        drop === 'into' && styles.dropInto,
        drop === 'before' && styles.before,
        drop === 'after' && styles.after,
        dragging && styles.dragging,
      )}
      draggable={draggable}
      data-testid={testId}
      data-drop={drop ?? undefined}
      {...dnd}
    >
      <a
        href={href}
        onClick={onClick}
        draggable={false}
        className={mergeClasses(styles.link, active && styles.strong)}
        aria-current={active ? 'page' : undefined}
        title={label}
        aria-describedby={describedBy || undefined}
      >
        {draggable ? (
          <span className={mergeClasses(styles.handle, RAIL_CLASSES.handle)} aria-hidden>
            <ReOrderDotsVertical16Regular />
          </span>
        ) : null}
        <span className={mergeClasses(styles.icon, active && styles.activeIcon)} aria-hidden>
          {icon}
        </span>
        <span className={styles.label}>{label}</span>
        {shared ? (
          <span
            id={sharedId}
            className={styles.icon}
            title={t('sharing.groupSharedHint')}
            aria-label={t('sharing.groupSharedHint')}
            aria-hidden
            data-testid="group-team-shared"
          >
            <PeopleTeam16Regular />
          </span>
        ) : null}
        {count !== undefined ? (
          <span
            id={countId}
            className={mergeClasses(styles.count, active && styles.activeCount, RAIL_CLASSES.count)}
            aria-label={t('groups.countLabel', { count })}
            aria-hidden
            data-testid="group-count"
          >
            {count}
          </span>
        ) : null}
      </a>
      {hasMenu ? (
        <div className={mergeClasses(styles.tail, RAIL_CLASSES.tail)}>
          <Menu positioning="below-end">
            <MenuTrigger disableButtonEnhancement>
              <Button
                appearance="subtle"
                size="small"
                icon={<MoreVertical16Regular />}
                aria-label={t('groups.menuFor', { name: label })}
                {...menuItems.preload}
              />
            </MenuTrigger>
            <MenuPopover>
              <menuItems.Content menu={menu} />
            </MenuPopover>
          </Menu>
        </div>
      ) : null}
    </li>
  );
}
