import {
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  SplitButton,
  Spinner,
  type MenuButtonProps,
} from '@fluentui/react-components';
import { DataBarVerticalAdd20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { WALL_SIZES } from '../../../shared/screen/wall-sizes.js';
import { SCREEN_THEMES } from '../../../shared/widgets/themes.js';
import { useWallChoice } from './wallChoice';

const DEFAULT = '';

/**
 * "Chart this" with its wall: the button drafts at once on the wall last chosen; its menu picks
 * the wall's size and theme (kept for the next draft).
 */
export function ChartThisButton({ name, busy, onChart }: { name: string; busy: boolean; onChart: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useWallChoice();
  const size = WALL_SIZES.find((each) => each.width === choice.size?.width && each.height === choice.size.height);
  const checked = { size: [size?.id ?? DEFAULT], theme: [choice.theme ?? DEFAULT] };
  return (
    <Menu
      positioning="below-end"
      checkedValues={checked}
      onCheckedValueChange={(_, data) => {
        const picked = data.checkedItems[0] ?? DEFAULT;
        if (data.name === 'size') {
          const wall = WALL_SIZES.find((each) => each.id === picked);
          const { size: _size, ...rest } = choice;
          setChoice(wall ? { ...rest, size: { width: wall.width, height: wall.height } } : rest);
        } else {
          const { theme: _theme, ...rest } = choice;
          setChoice(picked === DEFAULT ? rest : { ...rest, theme: picked });
        }
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        {(triggerProps: MenuButtonProps) => (
          <SplitButton
            appearance="primary"
            size="small"
            menuButton={{ ...triggerProps, 'aria-label': t('drafts.options') }}
            primaryActionButton={{
              onClick: onChart,
              disabled: busy,
              // Begins with the visible text, so speech users can say what they see.
              'aria-label': t('drafts.chartNamed', { name }),
            }}
            icon={busy ? <Spinner size="extra-tiny" /> : <DataBarVerticalAdd20Regular />}
            data-testid="chart-this"
          >
            {busy ? t('drafts.drafting') : t('drafts.chart')}
          </SplitButton>
        )}
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{t('drafts.size')}</MenuGroupHeader>
            <MenuItemRadio name="size" value={DEFAULT}>
              {t('drafts.defaultSize')}
            </MenuItemRadio>
            {WALL_SIZES.filter((each) => each.id !== '1920x1080').map((each) => (
              <MenuItemRadio key={each.id} name="size" value={each.id}>
                {`${each.width} × ${each.height}`}
              </MenuItemRadio>
            ))}
          </MenuGroup>
          <MenuGroup>
            <MenuGroupHeader>{t('drafts.theme')}</MenuGroupHeader>
            <MenuItemRadio name="theme" value={DEFAULT}>
              {t('drafts.defaultTheme')}
            </MenuItemRadio>
            {SCREEN_THEMES.map((theme) => (
              <MenuItemRadio key={theme.id} name="theme" value={theme.id}>
                {t(`editor.settings.themes.${theme.labelKey}`)}
              </MenuItemRadio>
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
