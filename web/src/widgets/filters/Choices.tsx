import { memo } from 'react';
import type { ButtonGroupAttr, TabsAttr } from '../../../../shared/widgets/filters.js';
import type { WidgetRenderProps } from '../types';
import { useControlValue } from './control';
import { OptionRow } from './OptionRow';

const asOptions = (options: readonly string[]) => options.map((value) => ({ value, label: value }));

/** Tab filter: one of the options, as tabs. */
function TabsView({ attr: raw, width, height, theme, emit }: WidgetRenderProps) {
  const attr = raw as TabsAttr;
  const [value, setValue] = useControlValue(attr.value || attr.options[0] || '', emit);
  return (
    <OptionRow
      options={asOptions(attr.options)}
      value={value}
      onChange={setValue}
      look="tabs"
      theme={theme}
      height={height}
      width={width}
    />
  );
}

/** Button group: one of the options, as a segmented bar. */
function ButtonGroupView({ attr: raw, width, height, theme, emit }: WidgetRenderProps) {
  const attr = raw as ButtonGroupAttr;
  const [value, setValue] = useControlValue(attr.value || attr.options[0] || '', emit);
  return (
    <OptionRow
      options={asOptions(attr.options)}
      value={value}
      onChange={setValue}
      look="buttons"
      theme={theme}
      height={height}
      width={width}
    />
  );
}

export const Tabs = memo(TabsView);
export const ButtonGroup = memo(ButtonGroupView);
