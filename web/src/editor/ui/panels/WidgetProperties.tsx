import { Button, makeStyles, Switch, Text, tokens, Tooltip } from '@fluentui/react-components';
import { Question20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../shared/limits.js';
import { widgetDefinition } from '../../../widgets/registry';
import { COMMANDS, formatShortcut } from '../../model/commands';
import { COMMAND_ICONS } from '../commandIcons';
import { isMac, useEditor, useEditorState } from '../context';
import { AttributeFields } from './AttributeFields';
import { NumberField, Section, TextField, useFieldStyles } from './fields';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  icon: { color: tokens.colorBrandForeground1 },
  aligns: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
});

/** The selection: one widget's name, box, flags and attributes; several widgets' alignment. */
export function WidgetProperties() {
  const styles = useStyles();
  const fields = useFieldStyles();
  const { t } = useTranslation();
  const { store } = useEditor();
  const selection = useEditorState((s) => s.session.selection);
  const id = selection.length === 1 ? selection[0]! : null;
  const widget = useEditorState((s) => (id ? s.doc.widgets[id] : undefined));
  const layout = useEditorState((s) => (id ? s.doc.layout[id] : undefined));
  const ctx = store.context();
  const aligns = (
    <Section title={t('editor.props.arrange')}>
      <div className={styles.aligns}>
        {COMMANDS.filter((command) => command.section === 'align').map((command) => {
          const Icon = COMMAND_ICONS[command.id];
          return (
            <Tooltip
              key={command.id}
              content={`${t(command.labelKey)} (${formatShortcut(command.shortcuts[0]!, isMac)})`}
              relationship="label"
            >
              <Button
                appearance="subtle"
                icon={Icon ? <Icon /> : undefined}
                disabled={!command.predicate(ctx)}
                onClick={() => store.run(command)}
              />
            </Tooltip>
          );
        })}
      </div>
    </Section>
  );
  if (!widget || !layout) {
    return (
      <>
        <div className={styles.head}>
          <Text weight="semibold">{t('editor.props.multi', { count: selection.length })}</Text>
        </div>
        {aligns}
      </>
    );
  }
  const definition = widgetDefinition(widget.type);
  const Icon = definition?.icon ?? Question20Regular;
  const setLayout = (patch: Parameters<typeof store.updateLayout>[1]) => store.updateLayout(widget.id, patch);
  const setFlag = (flag: 'locked' | 'hidden', value: boolean) =>
    store.updateWidget(
      widget.id,
      (w) => ({ ...w, [flag]: value }),
      `editor.commands.${flag === 'locked' ? (value ? 'lock' : 'unlock') : value ? 'hide' : 'show'}`,
    );
  return (
    <div data-testid="widget-properties">
      <div className={styles.head}>
        <Icon className={styles.icon} />
        {/* The type's name in the user's language; a type this build does not know has only its id. */}
        <Text weight="semibold">{definition ? t(definition.labelKey) : widget.type}</Text>
      </div>
      <Section title={t('editor.props.title')}>
        <TextField
          label={t('editor.props.name')}
          value={widget.attr.globeStyle.name}
          maxLength={LIMITS.nameMaxLength}
          onCommit={(name) =>
            name.trim() &&
            store.updateWidget(
              widget.id,
              (w) => ({ ...w, attr: { ...w.attr, globeStyle: { ...w.attr.globeStyle, name: name.trim() } } }),
              'editor.commands.rename',
            )
          }
        />
        <div className={fields.row}>
          <Switch
            label={t('editor.props.locked')}
            checked={widget.locked}
            onChange={(_, data) => setFlag('locked', data.checked)}
          />
          <Switch
            label={t('editor.props.hidden')}
            checked={widget.hidden}
            onChange={(_, data) => setFlag('hidden', data.checked)}
          />
        </div>
      </Section>
      <Section title={t('editor.props.position')}>
        <div className={fields.row}>
          <NumberField label={t('editor.props.x')} value={layout.x} onCommit={(x) => setLayout({ x })} />
          <NumberField label={t('editor.props.y')} value={layout.y} onCommit={(y) => setLayout({ y })} />
          <NumberField label={t('editor.props.w')} value={layout.w} min={1} onCommit={(w) => setLayout({ w })} />
          <NumberField label={t('editor.props.h')} value={layout.h} min={1} onCommit={(h) => setLayout({ h })} />
          <NumberField
            label={t('editor.props.rotation')}
            value={layout.rotation}
            min={-360}
            max={360}
            onCommit={(rotation) => setLayout({ rotation })}
          />
        </div>
      </Section>
      <AttributeFields widget={widget} />
    </div>
  );
}
