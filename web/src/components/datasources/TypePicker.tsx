import { Caption1, Field, makeStyles, Option, OptionGroup, tokens } from '@fluentui/react-components';
import { Dropdown } from '../common/Dropdown';
import { useTranslation } from 'react-i18next';
import { ENGINE_TEXTS } from '../../../../shared/datasource/engines/texts.js';
import { DB_TYPE_INFO, DB_TYPES, hasEngine, type DbType } from '../../../../shared/datasource/types.js';
import { usePreferences } from '../../app/services';
import { TypeBadge } from './TypeBadge';

const useStyles = makeStyles({
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3, marginLeft: 'auto' },
  reason: { display: 'block', color: tokens.colorNeutralForeground3, whiteSpace: 'normal' },
  value: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const READY = DB_TYPES.filter(hasEngine);
const NO_DRIVER = DB_TYPES.filter((type) => !hasEngine(type));

/** All database types: the ones queries run on first, then the ones without a driver here yet. */
export function TypePicker({ value, onChange }: { value: DbType; onChange: (type: DbType) => void }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const option = (type: DbType) => {
    const reason = DB_TYPE_INFO[type].unavailable;
    return (
      <Option key={type} value={type} text={DB_TYPE_INFO[type].label} data-testid={`type-${type}`}>
        <span className={styles.option}>
          <TypeBadge type={type} size="small" />
          {DB_TYPE_INFO[type].label}
        </span>
        {hasEngine(type) ? null : <Caption1 className={styles.muted}>{t('datasources.type.noDriverShort')}</Caption1>}
        {reason ? (
          <Caption1 className={styles.reason} data-testid={`type-reason-${type}`}>
            {ENGINE_TEXTS[reason][language]}
          </Caption1>
        ) : null}
      </Option>
    );
  };
  return (
    <Field label={t('datasources.type.label')} required style={{ gridColumn: 'span 6' }}>
      <Dropdown
        name="type"
        value={DB_TYPE_INFO[value].label}
        selectedOptions={[value]}
        button={
          <span className={styles.value}>
            <TypeBadge type={value} size="small" />
            {DB_TYPE_INFO[value].label}
          </span>
        }
        onOptionSelect={(_, data) => {
          const next = DB_TYPES.find((type) => type === data.optionValue);
          if (next) onChange(next);
        }}
        data-testid="type-picker"
      >
        <OptionGroup label={t('datasources.type.ready')}>{READY.map(option)}</OptionGroup>
        <OptionGroup label={t('datasources.type.noDriverGroup')}>{NO_DRIVER.map(option)}</OptionGroup>
      </Dropdown>
    </Field>
  );
}
