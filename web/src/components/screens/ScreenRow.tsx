import { memo } from 'react';
import {
  Body1Strong,
  Button,
  Caption1,
  Checkbox,
  makeStyles,
  mergeClasses,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { Edit20Regular, Eye20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { abilities } from '../../screenList/permissions';
import type { ScreenItemProps } from './ScreenCard';
import { EditingChip, OwnerTag, PublishedBadge, SecurityBadge, UpdatedTime, ShareBadge } from './ScreenBadges';
import { useScreenList } from './ScreenListContext';
import { ScreenMenu } from './ScreenMenu';
import { ScreenThumb } from './ScreenThumb';
import { useCardBehaviour } from './useCardBehaviour';

/** Shared with the header row of the list view. */
export const ROW_COLUMNS = '32px 96px minmax(0, 2.4fr) minmax(0, 1.3fr) minmax(0, 1fr) 120px 112px';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: ROW_COLUMNS,
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    cursor: 'pointer',
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 72px',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  selected: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundSelected },
  },
  dragging: { opacity: 0.5 },
  dropBefore: { boxShadow: `inset 0 2px 0 ${tokens.colorBrandStroke1}` },
  dropAfter: { boxShadow: `inset 0 -2px 0 ${tokens.colorBrandStroke1}` },
  thumb: { borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
  nameCell: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  clip: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center', flexWrap: 'wrap' },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: '2px' },
});

/** A screen in the list view: one dense row. */
export const ScreenRow = memo(function ScreenRow({ screen, selected, selecting }: ScreenItemProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { now, userId, actions } = useScreenList();
  const { dragging, drop, rootProps, onCheck } = useCardBehaviour(screen, selecting, 'y');
  const can = abilities(screen, userId);
  return (
    <div
      role="row"
      className={mergeClasses(
        styles.row,
        selected && styles.selected,
        dragging && styles.dragging,
        drop === 'before' && styles.dropBefore,
        drop === 'after' && styles.dropAfter,
      )}
      aria-label={screen.name}
      aria-selected={selected}
      data-testid="screen-row"
      {...rootProps}
    >
      <div role="gridcell">
        <Checkbox
          checked={selected}
          onChange={(event) => onCheck((event.nativeEvent as MouseEvent).shiftKey === true)}
          aria-label={t('screenList.selectNamed', { name: screen.name })}
        />
      </div>
      <div role="gridcell">
        <ScreenThumb screen={screen} compact className={styles.thumb} />
      </div>
      <div role="gridcell" className={styles.nameCell}>
        <Body1Strong className={styles.clip}>{screen.name}</Body1Strong>
        {screen.remark ? (
          <Caption1 className={mergeClasses(styles.clip, styles.muted)}>{screen.remark}</Caption1>
        ) : null}
      </div>
      <div role="gridcell" className={styles.badges}>
        <PublishedBadge published={screen.published} />
        <SecurityBadge level={screen.security_level} />
        <ShareBadge screen={screen} mine={!can.shared} />
        {screen.editing ? <EditingChip editing={screen.editing} /> : null}
      </div>
      <div role="gridcell" className={styles.clip}>
        {can.shared ? (
          <OwnerTag owner={screen.owner} />
        ) : (
          <Caption1 className={styles.muted}>{t('screenList.me')}</Caption1>
        )}
      </div>
      <div role="gridcell">
        <UpdatedTime at={screen.updated_at} now={now} />
      </div>
      <div role="gridcell" className={styles.actions}>
        {can.edit ? (
          <Tooltip content={t('screenList.edit')} relationship="label">
            <Button appearance="subtle" size="small" icon={<Edit20Regular />} onClick={() => actions.open(screen)} />
          </Tooltip>
        ) : null}
        <Tooltip content={t('screenList.preview')} relationship="label">
          <Button
            as="a"
            href={`/dashboard-preview/${encodeURIComponent(screen._id)}`}
            target="_blank"
            rel="noopener"
            appearance="subtle"
            size="small"
            icon={<Eye20Regular />}
          />
        </Tooltip>
        <ScreenMenu screen={screen} />
      </div>
    </div>
  );
});
