import { Button, Caption1, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { Dropdown } from '../../../../components/common/Dropdown';
import { Add16Regular, Delete16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  EVENT_KINDS,
  TOGGLE_MODES,
  WIDGET_TRIGGERS,
  widgetEventSchema,
  type EventAction,
  type ToggleMode,
  type WidgetEvent,
} from '../../../../../../shared/widgets/events.js';
import { useEditorCalls } from '../../../api/calls';
import { useEditor, useEditorState } from '../../context';
import { TextField, useFieldStyles } from '../fields';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalXS },
  grow: { flex: 1, minWidth: 0 },
  none: { color: tokens.colorNeutralForeground3 },
});

/** A new action of `kind`, filled with what the screen offers (its first group, its widgets). */
function draftAction(kind: EventAction['kind'], group: string): EventAction {
  switch (kind) {
    case 'setVariable':
      return { kind, group: group || 'group', field: 'value' };
    case 'jumpScreen':
      return { kind, screenId: '' };
    case 'openUrl':
      return { kind, url: 'https://' };
    case 'toggleWidgets':
      return { kind, ids: [], mode: 'toggle' };
  }
}

/**
 * A widget's interactions (docs/ARCHITECTURE.md#the-widget-runtime): on click, change or hover, set a communication
 * group's value, jump to a screen, open a URL, or show/hide widgets. They run in the preview and
 * shares; the editor keeps its pointer for editing. Each edit is one undo step.
 */
export function EventsPanel({
  events,
  onChange,
}: {
  events: readonly WidgetEvent[];
  onChange: (events: WidgetEvent[]) => void;
}) {
  const styles = useStyles();
  const fields = useFieldStyles();
  const { t } = useTranslation();
  const { screen } = useEditor();
  const calls = useEditorCalls(screen._id);
  const groups = useEditorState((s) => s.doc.config.commGroups);
  const widgets = useEditorState((s) => s.doc.widgets);
  const screens = useSWR(['editor/jump-targets', screen._id], () => calls.screens());
  const set = (index: number, next: WidgetEvent) => onChange(events.map((event, i) => (i === index ? next : event)));
  return (
    <>
      {events.length === 0 ? <Caption1 className={styles.none}>{t('widgets.events.none')}</Caption1> : null}
      {events.map((event, index) => {
        const { action } = event;
        const valid = widgetEventSchema.safeParse(event).success;
        return (
          <div key={index} className={styles.card} data-testid="widget-event">
            <div className={styles.head}>
              <Field className={styles.grow} label={t('widgets.events.trigger')} size="small">
                <Dropdown
                  size="small"
                  className={fields.input}
                  value={t(`widgets.events.triggers.${event.trigger}`)}
                  selectedOptions={[event.trigger]}
                  onOptionSelect={(_, data) =>
                    set(index, { ...event, trigger: data.optionValue as WidgetEvent['trigger'] })
                  }
                >
                  {WIDGET_TRIGGERS.map((trigger) => (
                    <Option key={trigger} value={trigger}>
                      {t(`widgets.events.triggers.${trigger}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Button
                size="small"
                appearance="subtle"
                icon={<Delete16Regular />}
                aria-label={t('widgets.events.remove')}
                onClick={() => onChange(events.filter((_, i) => i !== index))}
              />
            </div>
            <Field label={t('widgets.events.action')} size="small">
              <Dropdown
                size="small"
                className={fields.input}
                value={t(`widgets.events.kinds.${action.kind}`)}
                selectedOptions={[action.kind]}
                onOptionSelect={(_, data) =>
                  set(index, {
                    ...event,
                    action: draftAction(data.optionValue as EventAction['kind'], groups[0] ?? ''),
                  })
                }
              >
                {EVENT_KINDS.map((kind) => (
                  <Option key={kind} value={kind}>
                    {t(`widgets.events.kinds.${kind}`)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            {action.kind === 'setVariable' ? (
              <div className={fields.row}>
                <Field label={t('widgets.events.group')} size="small">
                  <Dropdown
                    size="small"
                    className={fields.input}
                    value={action.group}
                    selectedOptions={[action.group]}
                    onOptionSelect={(_, data) =>
                      set(index, { ...event, action: { ...action, group: data.optionValue ?? action.group } })
                    }
                  >
                    {[...new Set([...groups, action.group])].map((group) => (
                      <Option key={group} value={group}>
                        {group}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
                <TextField
                  label={t('widgets.events.field')}
                  value={action.field}
                  maxLength={50}
                  onCommit={(field) => set(index, { ...event, action: { ...action, field: field.trim() } })}
                />
              </div>
            ) : action.kind === 'jumpScreen' ? (
              <Field label={t('widgets.events.screen')} size="small">
                <Dropdown
                  size="small"
                  className={fields.input}
                  placeholder={t('widgets.events.chooseScreen')}
                  value={screens.data?.list.find((s) => s._id === action.screenId)?.name ?? ''}
                  selectedOptions={[action.screenId]}
                  onOptionSelect={(_, data) =>
                    set(index, { ...event, action: { ...action, screenId: data.optionValue ?? '' } })
                  }
                >
                  {(screens.data?.list ?? [])
                    .filter((s) => s._id !== screen._id)
                    .map((s) => (
                      <Option key={s._id} value={s._id}>
                        {s.name}
                      </Option>
                    ))}
                </Dropdown>
              </Field>
            ) : action.kind === 'openUrl' ? (
              <TextField
                label={t('widgets.events.url')}
                value={action.url}
                maxLength={2048}
                placeholder="https://"
                onCommit={(url) => set(index, { ...event, action: { ...action, url: url.trim() } })}
              />
            ) : (
              <div className={fields.row}>
                <Field label={t('widgets.events.widgets')} size="small">
                  <Dropdown
                    size="small"
                    multiselect
                    className={fields.input}
                    value={action.ids.map((id) => widgets[id]?.attr.globeStyle.name ?? id).join(', ')}
                    selectedOptions={[...action.ids]}
                    onOptionSelect={(_, data) =>
                      set(index, { ...event, action: { ...action, ids: data.selectedOptions } })
                    }
                  >
                    {Object.values(widgets).map((w) => (
                      <Option key={w.id} value={w.id}>
                        {w.attr.globeStyle.name}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
                <Field label={t('widgets.events.mode')} size="small">
                  <Dropdown
                    size="small"
                    className={fields.input}
                    value={t(`widgets.events.modes.${action.mode}`)}
                    selectedOptions={[action.mode]}
                    onOptionSelect={(_, data) =>
                      set(index, { ...event, action: { ...action, mode: data.optionValue as ToggleMode } })
                    }
                  >
                    {TOGGLE_MODES.map((mode) => (
                      <Option key={mode} value={mode}>
                        {t(`widgets.events.modes.${mode}`)}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
              </div>
            )}
            {valid ? null : (
              <Caption1 role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
                {t('widgets.events.incomplete')}
              </Caption1>
            )}
          </div>
        );
      })}
      <Button
        size="small"
        appearance="secondary"
        icon={<Add16Regular />}
        onClick={() => onChange([...events, { trigger: 'click', action: draftAction('setVariable', groups[0] ?? '') }])}
      >
        {t('widgets.events.add')}
      </Button>
    </>
  );
}
