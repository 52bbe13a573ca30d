import { Caption1, Field, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DataBinding } from '../../../../../../shared/widgets/data.js';
import { staticValue, withStaticValue } from '../../../../widgets/data/staticValue';
import { NumberField } from '../fields';

const useStyles = makeStyles({
  source: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * The style tab's field for a value the data binding supplies (a KPI's number): one source of
 * truth, shown where the user looks. Static data is edited in place (the field writes the data's
 * value); an HTTP or data API source is named, with a way to its tab; nothing writes a second,
 * ignored copy of the value.
 */
export function BoundValueField({
  label,
  binding,
  min,
  max,
  step,
  onData,
  onShowData,
}: {
  label: string;
  binding: DataBinding;
  min: number;
  max: number;
  step?: number | undefined;
  onData: (binding: DataBinding) => void;
  onShowData: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (binding.source === 'static')
    return (
      <NumberField
        label={label}
        value={staticValue(binding) ?? 0}
        min={min}
        max={max}
        step={step}
        hint={t('widgets.valueSource.static')}
        onCommit={(value) => onData(withStaticValue(binding, value))}
      />
    );
  return (
    <Field label={label} size="small">
      <div className={styles.source}>
        <Caption1 className={styles.hint}>
          {t(
            binding.source === 'http'
              ? 'widgets.valueSource.http'
              : binding.source === 'push'
                ? 'widgets.valueSource.push'
                : 'widgets.valueSource.api',
          )}
        </Caption1>
        <Link as="button" onClick={onShowData}>
          {t('widgets.valueSource.openData')}
        </Link>
      </div>
    </Field>
  );
}
