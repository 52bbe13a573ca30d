import { Button, Caption1, Field, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { Add16Regular, Dismiss12Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { position: 'relative', display: 'inline-flex' },
  input: {
    width: '28px',
    height: '28px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  remove: {
    position: 'absolute',
    top: '-6px',
    right: '-6px',
    minWidth: 0,
    width: '16px',
    height: '16px',
    padding: 0,
    borderRadius: tokens.borderRadiusCircular,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Series colours: an ordered list of swatches; empty means the screen theme's colours. A new
 * swatch starts from the theme's colour at its position.
 */
export function ColoursField({
  label,
  value,
  palette,
  onCommit,
}: {
  label: string;
  value: readonly string[];
  palette: readonly string[];
  onCommit: (value: string[]) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const set = (index: number, colour: string) => onCommit(value.map((c, i) => (i === index ? colour : c)));
  return (
    <Field label={label} size="small">
      <div className={styles.list}>
        {value.map((colour, index) => (
          <span key={index} className={styles.swatch}>
            <input
              type="color"
              className={styles.input}
              aria-label={`${label} ${index + 1}`}
              value={HEX.test(colour) ? colour : '#000000'}
              onChange={(event) => set(index, event.target.value)}
            />
            <Tooltip content={t('widgets.colours.remove', { colour })} relationship="label">
              <Button
                className={styles.remove}
                size="small"
                appearance="secondary"
                icon={<Dismiss12Regular />}
                onClick={() => onCommit(value.filter((_, i) => i !== index))}
              />
            </Tooltip>
          </span>
        ))}
        {value.length < 20 ? (
          <Tooltip content={t('widgets.colours.add')} relationship="label">
            <Button
              size="small"
              appearance="subtle"
              icon={<Add16Regular />}
              onClick={() => onCommit([...value, palette[value.length % palette.length] ?? value.at(-1) ?? ''])}
            />
          </Tooltip>
        ) : null}
        {value.length === 0 ? (
          <Caption1 className={styles.hint}>{t('widgets.colours.theme')}</Caption1>
        ) : (
          <Button size="small" appearance="transparent" onClick={() => onCommit([])}>
            {t('widgets.colours.reset')}
          </Button>
        )}
      </div>
    </Field>
  );
}
