import { Field, makeStyles, Option, Switch } from '@fluentui/react-components';
import { Dropdown } from '../../../../components/common/Dropdown';
import { useTranslation } from 'react-i18next';
import { NumberField, TextField } from '../fields';
import type { DataBinding } from '../../../../../../shared/widgets/data.js';
import type { AttrField } from '../../../../widgets/types';
import { BoundValueField } from './BoundValueField';
import { ColoursField } from './ColoursField';
import { MediaField } from './MediaField';
import { MediaListField } from './MediaListField';

const useStyles = makeStyles({
  dropdown: { minWidth: 0, width: '100%' },
});

/**
 * A type's property-panel form (its `form` fields), bound to its attributes as read through the
 * type's schema. Each field commits one attribute (one undo step); a field standing for the
 * data's value edits the binding instead while the widget is bound (`binding`).
 */
export function AttrForm({
  fields,
  attr,
  palette,
  onChange,
  binding = null,
  onData,
  onShowData,
}: {
  fields: readonly AttrField[];
  attr: Record<string, unknown>;
  palette: readonly string[];
  onChange: (key: string, value: unknown) => void;
  /** The widget's data binding, null when it has none. */
  binding?: DataBinding | null;
  onData?: (binding: DataBinding) => void;
  onShowData?: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <>
      {fields.map((field) => (
        // `data-attr` names the attribute a field edits (tests and scripts find fields by it).
        <div key={field.key} data-attr={field.key}>
          {fieldOf(field)}
        </div>
      ))}
    </>
  );

  function fieldOf(field: AttrField) {
    const value = attr[field.key];
    const label = t(field.labelKey);
    switch (field.kind) {
      case 'text':
        return (
          <TextField
            key={field.key}
            label={label}
            value={typeof value === 'string' ? value : ''}
            maxLength={field.maxLength}
            onCommit={(next) => onChange(field.key, next)}
          />
        );
      case 'number':
        if (field.dataRole && binding && onData && onShowData)
          return (
            <BoundValueField
              key={field.key}
              label={label}
              binding={binding}
              min={field.min}
              max={field.max}
              step={field.step}
              onData={onData}
              onShowData={onShowData}
            />
          );
        return (
          <NumberField
            key={field.key}
            label={label}
            value={typeof value === 'number' ? value : 0}
            min={field.min}
            max={field.max}
            step={field.step}
            hint={field.dataRole ? t('widgets.valueSource.own') : undefined}
            onCommit={(next) => onChange(field.key, next)}
          />
        );
      case 'switch':
        return (
          <Switch
            key={field.key}
            label={label}
            checked={value === true}
            onChange={(_, data) => onChange(field.key, data.checked)}
          />
        );
      case 'choice': {
        const chosen = field.options.find((option) => option.value === value);
        return (
          <Field key={field.key} label={label} size="small">
            <Dropdown
              className={styles.dropdown}
              size="small"
              value={chosen ? t(chosen.labelKey) : ''}
              selectedOptions={chosen ? [chosen.value] : []}
              onOptionSelect={(_, data) => data.optionValue && onChange(field.key, data.optionValue)}
            >
              {field.options.map((option) => (
                <Option key={option.value} value={option.value} data-value={option.value}>
                  {t(option.labelKey)}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      }
      case 'media':
        return (
          <MediaField
            key={field.key}
            label={label}
            value={typeof value === 'string' ? value : ''}
            purpose={field.purpose}
            maxLength={field.maxLength}
            onCommit={(next) => onChange(field.key, next)}
          />
        );
      case 'mediaList':
        return (
          <MediaListField
            key={field.key}
            label={label}
            value={Array.isArray(value) ? value.filter((u): u is string => typeof u === 'string') : []}
            purpose={field.purpose}
            max={field.max}
            maxLength={field.maxLength}
            onCommit={(next) => onChange(field.key, next)}
          />
        );
      case 'colours':
        return (
          <ColoursField
            key={field.key}
            label={label}
            value={Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : []}
            palette={palette}
            onCommit={(next) => onChange(field.key, next)}
          />
        );
    }
  }
}
