import {
  Button,
  Divider,
  makeStyles,
  Menu,
  type MenuButtonProps,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  SplitButton,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowLeft20Regular,
  ArrowSync20Regular,
  History20Regular,
  PanelRight20Regular,
  Play20Regular,
  Send20Regular,
  Stack20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PresenceUser } from '../../../../../shared/acts/ws.js';
import { commandById, formatShortcut, type CommandId } from '../../model/commands';
import { COMMAND_ICONS } from '../commandIcons';
import { isMac, useEditor, useEditorState } from '../context';
import { PresenceAvatars } from './PresenceAvatars';
import { SaveStatus } from './SaveStatus';
import { ScreenNameField } from './ScreenNameField';
import { ZoomMenu } from './ZoomMenu';

/** How long leaving waits for the screen's picture to be sent. */
const LEAVE_WAIT_MS = 5000;

const useStyles = makeStyles({
  bar: {
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  group: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  divider: { flexGrow: 0, height: '20px' },
  spacer: { flex: 1 },
});

const hint = (
  t: (key: 'editor.top.undo' | 'editor.top.redo') => string,
  key: 'editor.top.undo' | 'editor.top.redo',
  id: CommandId,
) => `${t(key)} (${commandById(id).shortcuts.map((s) => formatShortcut(s, isMac))[0] ?? ''})`;

/** Back, name, history, zoom, save state, presence, preview, publish and the way to the versions. */
export function TopBar({
  users,
  inspector,
  onToggleInspector,
}: {
  users: PresenceUser[];
  inspector: boolean;
  onToggleInspector: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { store, screen, open, thumbnails } = useEditor();
  const canUndo = useEditorState((s) => s.canUndo);
  const canRedo = useEditorState((s) => s.canRedo);
  const leaveFor = async (path: string) => {
    await store.flush().catch(() => undefined);
    // The list shows the screen as it was just left; a slow drawing does not hold the user back long.
    await Promise.race([thumbnails.flush(), new Promise((resolve) => setTimeout(resolve, LEAVE_WAIT_MS))]);
    void navigate(path);
  };
  const leave = () => leaveFor(`/screenList/${encodeURIComponent(screen.group)}`);
  const versionsPage = `/screenVersionMan/${encodeURIComponent(screen._id)}`;
  return (
    <header className={styles.bar}>
      <Tooltip content={t('editor.top.back')} relationship="label">
        <Button appearance="subtle" icon={<ArrowLeft20Regular />} onClick={() => void leave()} />
      </Tooltip>
      <Divider vertical className={styles.divider} />
      <ScreenNameField />
      <SaveStatus />
      <div className={styles.spacer} />
      <div className={styles.group}>
        <Tooltip content={hint(t, 'editor.top.undo', 'undo')} relationship="description">
          <Button
            appearance="subtle"
            aria-label={t('editor.top.undo')}
            icon={<COMMAND_ICONS.undo />}
            disabled={!canUndo}
            onClick={() => store.undo()}
          />
        </Tooltip>
        <Tooltip content={hint(t, 'editor.top.redo', 'redo')} relationship="description">
          <Button
            appearance="subtle"
            aria-label={t('editor.top.redo')}
            icon={<COMMAND_ICONS.redo />}
            disabled={!canRedo}
            onClick={() => store.redo()}
          />
        </Tooltip>
        <ZoomMenu />
      </div>
      <div className={styles.spacer} />
      <PresenceAvatars users={users} />
      <div className={styles.group}>
        <Tooltip content={t('editor.top.history')} relationship="label">
          <Button appearance="subtle" icon={<History20Regular />} onClick={() => open('history')} />
        </Tooltip>
        <Tooltip content={t('editor.top.help')} relationship="label">
          <Button appearance="subtle" icon={<COMMAND_ICONS.help />} onClick={() => open('help')} />
        </Tooltip>
        <Tooltip content={t('editor.top.inspector')} relationship="label">
          <Button
            appearance={inspector ? 'secondary' : 'subtle'}
            aria-pressed={inspector}
            icon={<PanelRight20Regular />}
            onClick={onToggleInspector}
          />
        </Tooltip>
      </div>
      <Divider vertical className={styles.divider} />
      <Button
        appearance="secondary"
        icon={<Play20Regular />}
        onClick={() => {
          // Open at once (a window opened after an await is a blocked pop-up); the save runs meanwhile.
          window.open(`/dashboard-preview/${encodeURIComponent(screen._id)}`, '_blank', 'noopener');
          void store.flush().catch(() => undefined);
        }}
      >
        {t('editor.top.preview')}
      </Button>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          {(triggerProps: MenuButtonProps) => (
            <Tooltip
              content={screen.can_manage ? t('editor.top.publish') : t('editor.top.publishNoPermission')}
              relationship="description"
            >
              <SplitButton
                appearance="primary"
                icon={<Send20Regular />}
                menuButton={{ ...triggerProps, 'aria-label': t('editor.top.publishMore') }}
                primaryActionButton={{ disabledFocusable: !screen.can_manage, onClick: () => open('publish') }}
              >
                {t('editor.top.publish')}
              </SplitButton>
            </Tooltip>
          )}
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<Stack20Regular />} onClick={() => void leaveFor(versionsPage)}>
              {t('editor.top.manageVersions')}
            </MenuItem>
            <MenuItem icon={<ArrowSync20Regular />} onClick={() => void leaveFor(versionsPage)}>
              {t('editor.top.replaceWithVersion')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </header>
  );
}
