import { memo, Suspense, useMemo } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../../shared/screen/document.js';
import type { ScreenTheme } from '../../../../shared/widgets/themes.js';
import { isLanguage } from '../../i18n';
import { Placeholder } from '../placeholder/Placeholder';
import { widgetDefinition } from '../registry';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetMessage } from './WidgetMessage';
import { widgetAttr, widgetData } from './resolveWidget';

const useStyles = makeStyles({
  // Contained: a widget's layout never re-lays out the rest of the screen.
  frame: { position: 'absolute', inset: 0, contain: 'strict' },
});

/**
 * One rendered widget, wherever screens are drawn (editor, preview, shares): its data resolved,
 * its renderer loaded lazily and fenced by an error boundary, and `data-widget-state` telling
 * tests and benchmarks when it is painted (loading, ready, empty, error, stale).
 */
export const WidgetView = memo(function WidgetView({ widget, width, height, light, theme }: { widget: Widget; width: number; height: number; light: boolean; theme: ScreenTheme }) {
  const styles = useStyles();
  const definition = widgetDefinition(widget.type);
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh';
  const data = useMemo(() => widgetData(definition, widget.data, language), [definition, widget.data, language]);
  // Keyed on the parts a renderer reads, so moving, locking or renaming a widget redraws nothing.
  const attr = useMemo(() => widgetAttr(definition, widget.attr), [definition, widget.attr]);
  const Render = definition?.render ?? Placeholder;
  return (
    <WidgetErrorBoundary resetKey={widget} fallback={<WidgetMessage state="error" kind="render" theme={theme} width={width} height={height} />}>
      <Suspense fallback={<WidgetMessage state="loading" kind="loading" theme={theme} width={width} height={height} />}>
        {data.status === 'ready' || data.status === 'stale' ? (
          <div className={styles.frame} data-widget-state={data.status}>
            <Render widget={widget} attr={attr} width={width} height={height} light={light} theme={theme} data={data} />
          </div>
        ) : (
          <WidgetMessage state={data.status} kind={data.status === 'loading' ? 'loading' : data.problem ?? 'empty'} theme={theme} width={width} height={height} />
        )}
      </Suspense>
    </WidgetErrorBoundary>
  );
});
