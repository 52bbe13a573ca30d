import { lazy, memo, Suspense, useCallback, useMemo } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../../shared/screen/document.js';
import type { InteractionPayload, WidgetTrigger } from '../../../../shared/widgets/events.js';
import type { ScreenTheme } from '../../../../shared/widgets/themes.js';
import { NO_FILTERS, useApiSourceState, useSourceState, useWorksheetSourceState } from '../data/useSourceData';
import { useGroupValues, useInteraction } from '../interaction/context';
import { withValues } from '../../../../shared/widgets/group-values.js';
import { pickLanguage } from '../../../../shared/errors/catalogue.js';
import { Placeholder } from '../placeholder/Placeholder';
import { widgetDefinition } from '../registry';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { FirstWidgetMark } from './firstWidget';
import { messageKind, WidgetMessage } from './WidgetMessage';
import { useStill } from '../../hooks/useReducedMotion';
import { useMountTurn } from './mountQueue';
import { widgetAttr, widgetData } from './resolveWidget';
import { usePushed, withPush } from './pushFeed';
import { withSource } from './withSource';

/** Only a widget whose source stopped answering shows it: loaded then, with its icon. */
const StaleBadge = lazy(() => import('./StaleBadge').then((m) => ({ default: m.StaleBadge })));

const useStyles = makeStyles({
  // Contained: a widget's layout never re-lays out the rest of the screen.
  frame: { position: 'absolute', inset: 0, contain: 'strict' },
});

/**
 * One rendered widget, wherever screens are drawn (editor, preview, shares): its data resolved,
 * its renderer loaded lazily and fenced by an error boundary, and `data-widget-state` telling
 * tests and benchmarks when it is painted (loading, ready, empty, error, stale).
 */
export const WidgetView = memo(function WidgetView({
  widget,
  width,
  height,
  light,
  theme,
}: {
  widget: Widget;
  width: number;
  height: number;
  light: boolean;
  theme: ScreenTheme;
}) {
  const styles = useStyles();
  const definition = widgetDefinition(widget.type);
  const { i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  const interaction = useInteraction();
  const base = useMemo(() => widgetData(definition, widget.data, language), [definition, widget.data, language]);
  // The values of the communication group the data listens to: row filters or query parameters.
  const values = useGroupValues(interaction.groups, base.binding?.listen ?? '');
  const http = useMemo(
    () => (base.binding?.source === 'http' ? withValues(base.binding.http, values) : null),
    [base, values],
  );
  const api = base.binding?.source === 'api' ? base.binding.api : null;
  const worksheet = base.binding?.source === 'worksheet' ? base.binding.worksheet : null;
  // A polled source (HTTP, data API, worksheet) is read through the screen's data hub; static data is ready as it is.
  const asker = { widgetId: widget.id, values };
  const httpState = useSourceState(http, asker);
  const apiState = useApiSourceState(api, asker);
  const worksheetState = useWorksheetSourceState(worksheet, base.binding?.transform.filter ?? NO_FILTERS, asker);
  const source = httpState ?? apiState ?? worksheetState;
  // A push channel's last payload, kept for the page as the socket delivers it.
  const pushed = usePushed(base.binding?.source === 'push' ? base.binding.push.channel_id : '');
  const data = useMemo(() => {
    const roles = definition?.data?.roles ?? [];
    return base.binding?.source === 'push'
      ? withPush(base.binding, pushed, roles)
      : withSource(base, source, roles, Date.now(), values);
  }, [base, source, pushed, definition, values]);
  // Keyed on the parts a renderer reads, so moving, locking or renaming a widget redraws nothing.
  const attr = useMemo(() => widgetAttr(definition, widget.attr), [definition, widget.attr]);
  const { live, run } = interaction;
  const report = useCallback(
    (trigger: WidgetTrigger, payload: InteractionPayload) => run(widget, attr, trigger, payload),
    [run, widget, attr],
  );
  const emit = live ? report : undefined;
  const Render = definition?.render ?? Placeholder;
  // On the editor's canvas renderers mount one per task (see mountQueue): boxes first, all at once.
  const turn = useMountTurn(useStill());
  if (!turn) return <WidgetMessage state="loading" kind="loading" theme={theme} width={width} height={height} />;
  return (
    <WidgetErrorBoundary
      resetKey={widget}
      fallback={<WidgetMessage state="error" kind="render" theme={theme} width={width} height={height} />}
    >
      <Suspense fallback={<WidgetMessage state="loading" kind="loading" theme={theme} width={width} height={height} />}>
        {data.status === 'ready' || data.status === 'stale' ? (
          <div className={styles.frame} data-widget-state={data.status}>
            <FirstWidgetMark />
            <Render
              widget={widget}
              attr={attr}
              width={width}
              height={height}
              light={light}
              theme={theme}
              data={data}
              emit={emit}
            />
            {data.status === 'stale' && data.fetchedAt !== undefined ? (
              <Suspense fallback={null}>
                <StaleBadge
                  fetchedAt={data.fetchedAt}
                  theme={theme}
                  size={Math.round(Math.max(12, Math.min(22, Math.min(width, height) / 18)))}
                />
              </Suspense>
            ) : null}
          </div>
        ) : (
          <WidgetMessage state={data.status} kind={messageKind(data)} theme={theme} width={width} height={height} />
        )}
      </Suspense>
    </WidgetErrorBoundary>
  );
});
