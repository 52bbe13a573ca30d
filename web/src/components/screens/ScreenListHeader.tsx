import type { ReactNode, RefObject } from 'react';
import {
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Skeleton,
  SkeletonItem,
  Title2,
  tokens,
  ToggleButton,
  Tooltip,
} from '@fluentui/react-components';
import { SearchBox } from '../common/SearchBox';
import { Add20Filled, ArrowSort20Regular, Grid20Regular, TextBulletListLtr20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ScreenOrder } from '../../api/screens';
import type { ViewMode } from './ScreenGrid';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalL}`,
  },
  top: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
  },
  heading: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  title: { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  count: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  search: { width: '320px', maxWidth: '100%' },
  kbd: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase100,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground3,
  },
  spacer: { flex: 1 },
  segmented: {
    display: 'inline-flex',
    padding: '2px',
    gap: '2px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  titleSkeleton: { width: '220px' },
});

const ORDERS: ScreenOrder[] = ['sort', 'name', 'time'];

interface ScreenListHeaderProps {
  title: string | null;
  total: number | null;
  mobile: boolean;
  keyword: string;
  onKeyword: (value: string) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  order: ScreenOrder;
  onOrder: (order: ScreenOrder) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
  onNew: (() => void) | null;
  importButton: ReactNode;
  /** Search, sort and view: hidden when there is no list to act on (unknown group). */
  tools: boolean;
}

/** Title and count; search, sort, grid/list; new screen and import. */
export function ScreenListHeader(props: ScreenListHeaderProps) {
  const {
    title,
    total,
    mobile,
    keyword,
    onKeyword,
    searchRef,
    order,
    onOrder,
    view,
    onView,
    onNew,
    importButton,
    tools,
  } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <div className={styles.top}>
        <div className={styles.heading}>
          {title === null ? (
            <Skeleton className={styles.titleSkeleton} aria-label={t('common.loading')}>
              <SkeletonItem size={32} />
            </Skeleton>
          ) : (
            <Title2 as="h1" id="screen-list-title" className={styles.title}>
              {title}
            </Title2>
          )}
          <Caption1 className={styles.count} data-testid="screen-count">
            {total === null ? '\u00a0' : t(mobile ? 'screenList.countMobile' : 'screenList.count', { count: total })}
          </Caption1>
        </div>
        <div className={styles.actions}>
          {tools ? importButton : null}
          <Button
            appearance="primary"
            icon={<Add20Filled />}
            onClick={onNew ?? undefined}
            disabledFocusable={!onNew}
            data-testid="new-screen"
          >
            {t('screenList.newScreen')}
          </Button>
        </div>
      </div>
      {tools ? (
        <div className={styles.toolbar}>
          <SearchBox
            input={{ ref: searchRef }}
            className={styles.search}
            value={keyword}
            onChange={(_, data) => onKeyword(data.value)}
            placeholder={t('screenList.searchPlaceholder')}
            aria-label={t('screenList.search')}
            contentAfter={
              keyword ? undefined : (
                <kbd className={styles.kbd} aria-hidden>
                  /
                </kbd>
              )
            }
          />
          <span className={styles.spacer} />
          <Menu
            checkedValues={{ order: [order] }}
            onCheckedValueChange={(_, data) => onOrder((data.checkedItems[0] as ScreenOrder) ?? 'sort')}
          >
            <MenuTrigger disableButtonEnhancement>
              <Button
                appearance="subtle"
                icon={<ArrowSort20Regular />}
                aria-label={t('screenList.sortBy', { order: t(`screenList.order.${order}`) })}
              >
                {t(`screenList.order.${order}`)}
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {ORDERS.map((each) => (
                  <MenuItemRadio key={each} name="order" value={each}>
                    {t(`screenList.order.${each}`)}
                  </MenuItemRadio>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
          <div className={styles.segmented} role="group" aria-label={t('screenList.view.label')}>
            <Tooltip content={t('screenList.view.grid')} relationship="label">
              <ToggleButton
                appearance="subtle"
                size="small"
                checked={view === 'grid'}
                icon={<Grid20Regular />}
                onClick={() => onView('grid')}
              />
            </Tooltip>
            <Tooltip content={t('screenList.view.list')} relationship="label">
              <ToggleButton
                appearance="subtle"
                size="small"
                checked={view === 'list'}
                icon={<TextBulletListLtr20Regular />}
                onClick={() => onView('list')}
              />
            </Tooltip>
          </div>
        </div>
      ) : null}
    </header>
  );
}
