import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { CheckmarkCircle16Filled, Circle16Regular } from '../plain/icons';
import { useTranslation } from 'react-i18next';
import { PASSWORD_CHECKS, passwordStrength, type PasswordStrength } from '../../password/strength';

const useStyles = makeStyles({
  root: {
    ...typographyStyles.caption1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginTop: tokens.spacingVerticalXS,
  },
  header: { display: 'flex', justifyContent: 'space-between', color: tokens.colorNeutralForeground3 },
  bar: { display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '4px' },
  segment: {
    height: '4px',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground5,
    transitionProperty: 'background-color',
    transitionDuration: tokens.durationNormal,
  },
  weak: { backgroundColor: tokens.colorPaletteRedBackground3 },
  fair: { backgroundColor: tokens.colorPaletteMarigoldBackground3 },
  good: { backgroundColor: tokens.colorPaletteYellowBackground3 },
  strong: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  levelText: { fontWeight: tokens.fontWeightSemibold },
  weakText: { color: tokens.colorPaletteRedForeground1 },
  fairText: { color: tokens.colorPaletteMarigoldForeground1 },
  goodText: { color: tokens.colorPaletteYellowForeground1 },
  strongText: { color: tokens.colorPaletteGreenForeground1 },
  checks: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: `2px ${tokens.spacingHorizontalM}`,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  check: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
  },
  met: { color: tokens.colorPaletteGreenForeground1 },
});

/** Live strength (plain controls, for the sign-in pages and the app alike): a five-step bar and the checklist (four classes and the length rule). */
export function PasswordStrengthMeter({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const strength: PasswordStrength = passwordStrength(value);
  const level = strength.level;
  const fill = level === 'empty' ? undefined : styles[level];
  const text = level === 'empty' ? undefined : styles[`${level}Text`];
  return (
    <div className={styles.root} id={id} data-testid="password-strength" data-level={level}>
      <div className={styles.header}>
        <span>{t('password.strength')}</span>
        <span className={mergeClasses(styles.levelText, text)} aria-live="polite">
          {t(`password.levels.${level}`)}
        </span>
      </div>
      <div className={styles.bar} aria-hidden="true">
        {PASSWORD_CHECKS.map((check, index) => (
          <span key={check} className={mergeClasses(styles.segment, index < strength.score ? fill : undefined)} />
        ))}
      </div>
      <ul className={styles.checks}>
        {PASSWORD_CHECKS.map((check) => (
          <li
            key={check}
            className={mergeClasses(styles.check, strength.met[check] && styles.met)}
            data-met={strength.met[check]}
          >
            {strength.met[check] ? <CheckmarkCircle16Filled aria-hidden /> : <Circle16Regular aria-hidden />}
            <span>{t(`password.checks.${check}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
