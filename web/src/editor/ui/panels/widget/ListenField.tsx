import { Field, Option } from '@fluentui/react-components';
import { Dropdown } from '../../../../components/common/Dropdown';
import { useTranslation } from 'react-i18next';
import { useEditorState } from '../../context';
import { useFieldStyles } from '../fields';

/** Which communication group's values the widget's data takes as parameters (none by default). */
export function ListenField({ value, onChange }: { value: string; onChange: (group: string) => void }) {
  const fields = useFieldStyles();
  const { t } = useTranslation();
  const groups = useEditorState((s) => s.doc.config.commGroups);
  const options = value && !groups.includes(value) ? [...groups, value] : groups;
  return (
    <Field
      label={t('widgets.data.listen')}
      size="small"
      hint={groups.length ? t('widgets.data.listenHint') : t('widgets.data.listenNoGroups')}
    >
      <Dropdown
        size="small"
        className={fields.input}
        value={value || t('widgets.data.listenNone')}
        selectedOptions={[value]}
        onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
      >
        <Option value="">{t('widgets.data.listenNone')}</Option>
        {options.map((group) => (
          <Option key={group} value={group}>
            {group}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
