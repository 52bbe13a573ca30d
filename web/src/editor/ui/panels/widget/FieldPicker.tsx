import { Field, makeStyles, Option } from '@fluentui/react-components';
import { Dropdown } from '../../../../components/common/Dropdown';

const useStyles = makeStyles({
  dropdown: { minWidth: 0, width: '100%' },
});

/** The fields to offer: those in the data, plus the chosen ones even if the data lacks them. */
const choices = (fields: readonly string[], chosen: readonly string[]) => [
  ...new Set([...fields, ...chosen.filter(Boolean)]),
];

/** One field of the data, picked from those the rows have. */
export function FieldPicker({
  label,
  fields,
  value,
  onChange,
  placeholder,
  hint,
}: {
  label: string;
  fields: readonly string[];
  value: string;
  onChange: (field: string) => void;
  placeholder?: string;
  hint?: string;
}) {
  const styles = useStyles();
  return (
    <Field label={label} size="small" hint={hint}>
      <Dropdown
        className={styles.dropdown}
        size="small"
        value={value}
        placeholder={placeholder}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
      >
        {placeholder ? <Option value="">{placeholder}</Option> : null}
        {choices(fields, [value]).map((field) => (
          <Option key={field} value={field}>
            {field}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** Several fields, in the order picked. */
export function FieldsPicker({
  label,
  fields,
  value,
  onChange,
}: {
  label: string;
  fields: readonly string[];
  value: readonly string[];
  onChange: (fields: string[]) => void;
}) {
  const styles = useStyles();
  return (
    <Field label={label} size="small">
      <Dropdown
        className={styles.dropdown}
        size="small"
        multiselect
        value={value.join(', ')}
        selectedOptions={[...value]}
        onOptionSelect={(_, data) =>
          onChange([
            ...value.filter((f) => data.selectedOptions.includes(f)),
            ...data.selectedOptions.filter((f) => !value.includes(f)),
          ])
        }
      >
        {choices(fields, value).map((field) => (
          <Option key={field} value={field}>
            {field}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
