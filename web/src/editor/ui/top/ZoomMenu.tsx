import {
  Button,
  makeStyles,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import { ChevronDown16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { commandById, formatShortcut, type CommandId } from '../../model/commands';
import { COMMAND_ICONS } from '../commandIcons';
import { isMac, useEditor, useEditorState } from '../context';

const useStyles = makeStyles({
  trigger: { minWidth: '76px', fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightRegular },
});

const keys = (id: CommandId) => commandById(id).shortcuts.map((s) => formatShortcut(s, isMac))[0];

/** The zoom: its percentage, and fit / 50 / 100 / 200 %, in and out. */
export function ZoomMenu() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { store } = useEditor();
  const zoom = useEditorState((s) => s.session.zoom);
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          aria-label={t('editor.top.zoom', { value: Math.round(zoom * 100) })}
          icon={<ChevronDown16Regular />}
          iconPosition="after"
          data-testid="zoom-menu"
        >
          {t('editor.top.zoomPercent', { value: Math.round(zoom * 100) })}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem
            icon={<COMMAND_ICONS.zoomIn />}
            secondaryContent={keys('zoomIn')}
            onClick={() => store.view.zoomStep(1)}
          >
            {t('editor.commands.zoomIn')}
          </MenuItem>
          <MenuItem
            icon={<COMMAND_ICONS.zoomOut />}
            secondaryContent={keys('zoomOut')}
            onClick={() => store.view.zoomStep(-1)}
          >
            {t('editor.commands.zoomOut')}
          </MenuItem>
          <MenuDivider />
          <MenuItem secondaryContent={keys('zoomFit')} onClick={() => store.view.fit()}>
            {t('editor.top.zoomFit')}
          </MenuItem>
          {[0.5, 1, 2].map((value) => (
            <MenuItem
              key={value}
              secondaryContent={value === 1 ? keys('zoomActual') : undefined}
              onClick={() => store.view.zoomTo(value)}
            >
              {t('editor.top.zoomPercent', { value: value * 100 })}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
