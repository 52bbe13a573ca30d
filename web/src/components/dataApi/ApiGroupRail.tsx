import { useState } from 'react';
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
import { apiGroupName, type ApiGroup } from '../../../../shared/acts/data-api.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import { useApiActions } from '../../api/dataApis';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { TextDialog } from '../common/TextDialog';

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

type Dialog = { kind: 'create' } | { kind: 'rename' | 'remove'; group: ApiGroup };

const nameCode = (value: string) => (apiGroupName.safeParse(value).success ? undefined : ErrorCode.NAME_INVALID);
const NAME_CODES = [ErrorCode.NAME_INVALID, ErrorCode.API_GROUP_NAME_DUPLICATE];

interface Props {
  groups: ApiGroup[] | undefined;
  total: number;
  active: GroupFilter;
  onPick: (filter: GroupFilter) => void;
}

/** API groups: all APIs, the default group, then the user's; add, rename, remove (its APIs move to the default). */
export function ApiGroupRail({ groups, total, active, onPick }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const actions = useApiActions();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const group = dialog && dialog.kind !== 'create' ? dialog.group : null;

  const item = (filter: GroupFilter, label: string, icon: React.ReactElement, count: number, own?: ApiGroup) => (
    <li key={filter} className={mergeClasses(styles.item, active === filter && styles.active)}>
      <Button
        appearance="transparent"
        icon={icon}
        className={styles.pick}
        aria-current={active === filter ? 'true' : undefined}
        onClick={() => onPick(filter)}
        data-testid={own ? 'api-group' : 'api-group-all'}
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
              aria-label={t('dataApi.groups.menu', { name: own.name })}
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem icon={<Rename16Regular />} onClick={() => setDialog({ kind: 'rename', group: own })}>
                {t('dataApi.groups.rename')}
              </MenuItem>
              <MenuItem icon={<Delete16Regular />} onClick={() => setDialog({ kind: 'remove', group: own })}>
                {t('dataApi.groups.remove')}
              </MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
    </li>
  );

  return (
    <nav className={styles.root} aria-label={t('dataApi.groups.title')} data-testid="api-group-rail">
      <div className={styles.header}>
        <Subtitle2 as="h2" className={styles.heading}>
          {t('dataApi.groups.title')}
        </Subtitle2>
        <Tooltip content={t('dataApi.groups.add')} relationship="label">
          <Button
            appearance="subtle"
            size="small"
            icon={<Add20Regular />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="api-group-add"
          />
        </Tooltip>
      </div>
      {groups ? (
        <ul className={styles.list}>
          {item('all', t('dataApi.groups.all'), <AppsList20Regular />, total)}
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
        title={t('dataApi.groups.addTitle')}
        label={t('dataApi.groups.name')}
        initial=""
        maxLength={LIMITS.nameMaxLength}
        submitLabel={t('dataApi.groups.add')}
        validate={nameCode}
        fieldCodes={NAME_CODES}
        onSubmit={async (name) => {
          const created = await actions.addGroup(name);
          notify('success', t('dataApi.groups.added', { name: created.name }));
          onPick(created._id);
        }}
        onClose={() => setDialog(null)}
        testId="api-group-add-dialog"
      />
      <TextDialog
        open={dialog?.kind === 'rename'}
        title={t('dataApi.groups.renameTitle')}
        label={t('dataApi.groups.name')}
        initial={group?.name ?? ''}
        maxLength={LIMITS.nameMaxLength}
        submitLabel={t('common.save')}
        validate={nameCode}
        fieldCodes={NAME_CODES}
        onSubmit={async (name) => {
          await actions.renameGroup(group!._id, name);
          notify('success', t('dataApi.groups.renamed', { name }));
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={t('dataApi.groups.removeTitle', { name: group?.name ?? '' })}
        confirmLabel={t('dataApi.groups.remove')}
        danger
        onConfirm={async () => {
          try {
            const { moved } = await actions.removeGroup(group!._id);
            notify('success', t('dataApi.groups.removed', { name: group!.name, count: moved }));
          } catch (error) {
            reportError(error);
            throw error;
          }
          if (active === group!._id) onPick('all');
        }}
        onClose={() => setDialog(null)}
        testId="api-group-remove-dialog"
      >
        <Body1>{t('dataApi.groups.removeBody', { count: group?.count ?? 0 })}</Body1>
      </ConfirmDialog>
    </nav>
  );
}
