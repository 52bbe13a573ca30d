import { useState, type ReactElement } from 'react';
import {
  Body1,
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import {
  Add20Regular,
  AppsList20Regular,
  Delete16Regular,
  Folder20Regular,
  MoreHorizontal16Regular,
  Rename16Regular,
  Star20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type ErrorCodeValue } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import { nameRule } from '../../../../shared/validation/rules.js';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { ConfirmDialog } from './ConfirmDialog';
import { TextDialog } from './TextDialog';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalS}`,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    minHeight: 0,
    overflow: 'auto',
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `0 ${tokens.spacingHorizontalXS} ${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  heading: { margin: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: {
    display: 'flex',
    alignItems: 'center',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  active: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundSelected },
  },
  pick: {
    flex: 1,
    minWidth: 0,
    justifyContent: 'flex-start',
    fontWeight: tokens.fontWeightRegular,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  count: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontVariantNumeric: 'tabular-nums',
    padding: `0 ${tokens.spacingHorizontalS}`,
  },
  skeleton: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
  },
});

/** `all`, or a group id ('' is never used: the default group has its own id). */
export type GroupFilter = 'all' | string;

/** A group of the rail: the default one first, then the user's, with how many items each holds. */
export interface RailGroup {
  _id: string;
  name: string;
  default: 0 | 1;
  count: number;
}

/** What the rail asks of the page's data hooks. */
export interface GroupRailActions {
  addGroup(name: string): Promise<{ _id: string; name: string }>;
  renameGroup(id: string, name: string): Promise<unknown>;
  removeGroup(id: string): Promise<unknown>;
}

/** The pages with a group rail: their translations under `<page>.groups`, their test ids `<testId>-…`. */
const RAIL_KINDS = {
  api: { texts: 'dataApi.groups', testId: 'api-group', duplicate: ErrorCode.API_GROUP_NAME_DUPLICATE },
  worksheet: {
    texts: 'dataFile.groups',
    testId: 'worksheet-group',
    duplicate: ErrorCode.WORKSHEET_GROUP_NAME_DUPLICATE,
  },
} as const satisfies Record<string, { texts: string; testId: string; duplicate: ErrorCodeValue }>;

type Dialog = { kind: 'create' } | { kind: 'rename' | 'remove'; group: RailGroup };

const groupName = nameRule(ErrorCode.NAME_INVALID);
const nameCode = (value: string) => (groupName.safeParse(value).success ? undefined : ErrorCode.NAME_INVALID);

interface Props {
  kind: keyof typeof RAIL_KINDS;
  groups: RailGroup[] | undefined;
  total: number;
  active: GroupFilter;
  onPick: (filter: GroupFilter) => void;
  actions: GroupRailActions;
}

/**
 * The group rail of /dataApi and /dataFile: all items, the default group, then the user's;
 * add, rename, remove (its items move to the default group).
 */
export function EntityGroupRail({ kind, groups, total, active, onPick, actions }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { texts, testId, duplicate } = RAIL_KINDS[kind];
  const nameCodes = [ErrorCode.NAME_INVALID, duplicate];
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const group = dialog && dialog.kind !== 'create' ? dialog.group : null;

  const item = (filter: GroupFilter, label: string, icon: ReactElement, count: number, own?: RailGroup) => (
    <li key={filter} className={mergeClasses(styles.item, active === filter && styles.active)}>
      <Button
        appearance="transparent"
        icon={icon}
        className={styles.pick}
        aria-current={active === filter ? 'true' : undefined}
        onClick={() => onPick(filter)}
        data-testid={own ? testId : `${testId}-all`}
      >
        {label}
      </Button>
      <span className={styles.count}>{count}</span>
      {own && !own.default ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              size="small"
              appearance="transparent"
              icon={<MoreHorizontal16Regular />}
              aria-label={t(`${texts}.menu`, { name: own.name })}
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem icon={<Rename16Regular />} onClick={() => setDialog({ kind: 'rename', group: own })}>
                {t(`${texts}.rename`)}
              </MenuItem>
              <MenuItem icon={<Delete16Regular />} onClick={() => setDialog({ kind: 'remove', group: own })}>
                {t(`${texts}.remove`)}
              </MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
    </li>
  );

  return (
    <nav className={styles.root} aria-label={t(`${texts}.title`)} data-testid={`${testId}-rail`}>
      <div className={styles.header}>
        <Subtitle2 as="h2" className={styles.heading}>
          {t(`${texts}.title`)}
        </Subtitle2>
        <Tooltip content={t(`${texts}.add`)} relationship="label">
          <Button
            appearance="subtle"
            size="small"
            icon={<Add20Regular />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid={`${testId}-add`}
          />
        </Tooltip>
      </div>
      {groups ? (
        <ul className={styles.list}>
          {item('all', t(`${texts}.all`), <AppsList20Regular />, total)}
          {groups.map((each) =>
            item(each._id, each.name, each.default ? <Star20Regular /> : <Folder20Regular />, each.count, each),
          )}
        </ul>
      ) : (
        <Skeleton className={styles.skeleton} aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <SkeletonItem key={i} size={20} />
          ))}
        </Skeleton>
      )}
      <TextDialog
        open={dialog?.kind === 'create'}
        title={t(`${texts}.addTitle`)}
        label={t(`${texts}.name`)}
        initial=""
        maxLength={LIMITS.nameMaxLength}
        submitLabel={t(`${texts}.add`)}
        validate={nameCode}
        fieldCodes={nameCodes}
        onSubmit={async (name) => {
          const created = await actions.addGroup(name);
          notify('success', t(`${texts}.added`, { name: created.name }));
          onPick(created._id);
        }}
        onClose={() => setDialog(null)}
        testId={`${testId}-add-dialog`}
      />
      <TextDialog
        open={dialog?.kind === 'rename'}
        title={t(`${texts}.renameTitle`)}
        label={t(`${texts}.name`)}
        initial={group?.name ?? ''}
        maxLength={LIMITS.nameMaxLength}
        submitLabel={t('common.save')}
        validate={nameCode}
        fieldCodes={nameCodes}
        onSubmit={async (name) => {
          await actions.renameGroup(group!._id, name);
          notify('success', t(`${texts}.renamed`, { name }));
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={t(`${texts}.removeTitle`, { name: group?.name ?? '' })}
        confirmLabel={t(`${texts}.remove`)}
        danger
        onConfirm={async () => {
          try {
            await actions.removeGroup(group!._id);
            notify('success', t(`${texts}.removed`, { name: group!.name, count: group!.count }));
          } catch (error) {
            reportError(error);
            throw error;
          }
          if (active === group!._id) onPick('all');
        }}
        onClose={() => setDialog(null)}
        testId={`${testId}-remove-dialog`}
      >
        <Body1>{t(`${texts}.removeBody`, { count: group?.count ?? 0 })}</Body1>
      </ConfirmDialog>
    </nav>
  );
}
