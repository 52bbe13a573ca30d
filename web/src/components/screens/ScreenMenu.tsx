import { Button, Menu, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import { lazyMenuContent } from '../common/lazyMenuContent';

/** The menu's items (their icons and actions), loaded when a card's menu is first about to open. */
const items = lazyMenuContent(() => import('./ScreenMenuItems'));

/** The card's overflow menu: every action on one screen. */
export function ScreenMenu({ screen }: { screen: ScreenSummary }) {
  const { t } = useTranslation();
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          size="small"
          icon={<MoreHorizontal20Regular />}
          aria-label={t('screenList.moreActions', { name: screen.name })}
          {...items.preload}
        />
      </MenuTrigger>
      <MenuPopover>
        <items.Content screen={screen} />
      </MenuPopover>
    </Menu>
  );
}
