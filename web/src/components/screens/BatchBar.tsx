import type { ReactElement } from 'react';
import { Button, Checkbox, Divider, makeStyles, Text, tokens, Tooltip } from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  ChevronDown12Regular,
  Delete20Regular,
  Dismiss20Regular,
  Link20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import { abilities, commonGroup } from '../../screenList/permissions';
import { MOVE_ICON, MoveToMenu } from './MoveToMenu';
import { useScreenList } from './ScreenListContext';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    bottom: tokens.spacingVerticalXL,
    zIndex: 2,
    alignSelf: 'center',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    // Pushed to the bottom of the list column, and kept in view while scrolling.
    margin: `auto auto 0`,
    width: 'fit-content',
    maxWidth: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow28,
    animationName: { from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } },
    animationDuration: tokens.durationNormal,
    animationTimingFunction: tokens.curveDecelerateMid,
  },
  count: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', paddingRight: tokens.spacingHorizontalS },
  divider: { flexGrow: 0, height: '24px' },
  danger: { color: tokens.colorPaletteRedForeground1 },
});

interface BatchBarProps {
  selected: ScreenSummary[];
  all: boolean | 'mixed';
  onSelectAll: () => void;
  onClear: () => void;
}

/** What to do with the selected screens: move (menu of groups), export, share by link, delete. */
export function BatchBar({ selected, all, onSelectAll, onClear }: BatchBarProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { actions, groups, userId } = useScreenList();
  const canMove = selected.every((screen) => abilities(screen, userId).move);
  const canDelete = selected.every((screen) => abilities(screen, userId).manage);
  const canExport = selected.every((screen) => abilities(screen, userId).edit);
  const reason = t('screenList.batch.notAllowed');
  const gated = (allowed: boolean, button: ReactElement) =>
    allowed ? (
      button
    ) : (
      <Tooltip content={reason} relationship="description">
        {button}
      </Tooltip>
    );
  return (
    <div className={styles.bar} role="toolbar" aria-label={t('screenList.batch.label')} data-testid="batch-bar">
      <Checkbox
        checked={all}
        onChange={() => (all === true ? onClear() : onSelectAll())}
        label={t('screenList.batch.selectAll')}
      />
      <Divider vertical className={styles.divider} />
      <Text weight="semibold" className={styles.count} aria-live="polite">
        {t('screenList.batch.count', { count: selected.length })}
      </Text>
      {gated(
        canMove,
        canMove ? (
          <MoveToMenu
            groups={groups}
            current={commonGroup(selected)}
            onMove={(group) => void actions.move(selected, group)}
            trigger={
              <Button appearance="subtle" icon={MOVE_ICON}>
                {t('screenList.batch.move')} <ChevronDown12Regular />
              </Button>
            }
          />
        ) : (
          <Button appearance="subtle" icon={MOVE_ICON} disabledFocusable>
            {t('screenList.batch.move')}
          </Button>
        ),
      )}
      {gated(
        canExport,
        <Button
          appearance="subtle"
          icon={<ArrowDownload20Regular />}
          disabledFocusable={!canExport}
          onClick={() => void actions.exportScreens(selected)}
        >
          {t('screenList.batch.export')}
        </Button>,
      )}
      {/* Never disabled: screens that cannot be shared are skipped, each with its reason. */}
      <Button
        appearance="subtle"
        icon={<Link20Regular />}
        onClick={() => actions.request({ kind: 'batchLinkShare', screens: selected })}
      >
        {t('screenList.batch.linkShare')}
      </Button>
      {gated(
        canDelete,
        <Button
          appearance="subtle"
          className={canDelete ? styles.danger : undefined}
          icon={<Delete20Regular />}
          disabledFocusable={!canDelete}
          onClick={() => actions.request({ kind: 'delete', screens: selected })}
        >
          {t('screenList.batch.delete')}
        </Button>,
      )}
      <Divider vertical className={styles.divider} />
      <Tooltip content={t('screenList.batch.clear')} relationship="label">
        <Button appearance="subtle" icon={<Dismiss20Regular />} onClick={onClear} />
      </Tooltip>
    </div>
  );
}
