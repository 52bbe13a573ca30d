import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Checkmark12Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { WizardStep } from './wizardModel';

const useStyles = makeStyles({
  list: { display: 'flex', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  step: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flex: 1, minWidth: 0 },
  dot: {
    width: '24px',
    height: '24px',
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  current: { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackground },
  done: { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorBrandBackground2 },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorNeutralForeground3 },
  labelCurrent: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  bar: { flex: 1, height: '1px', minWidth: '12px', backgroundColor: tokens.colorNeutralStroke2 },
});

/** The wizard's steps: done ones checked, the current one highlighted. */
export function StepRail({ steps, current }: { steps: readonly WizardStep[]; current: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <ol className={styles.list} aria-label={t('dataFile.wizard.stepOf', { n: current + 1, total: steps.length })}>
      {steps.map((step, index) => (
        <li key={step} className={styles.step} aria-current={index === current ? 'step' : undefined}>
          <span
            className={mergeClasses(styles.dot, index === current && styles.current, index < current && styles.done)}
            aria-hidden="true"
          >
            {index < current ? <Checkmark12Filled /> : index + 1}
          </span>
          <Caption1 className={mergeClasses(styles.label, index === current && styles.labelCurrent)}>
            {t(`dataFile.wizard.steps.${step}`)}
          </Caption1>
          {index < steps.length - 1 ? <span className={styles.bar} aria-hidden="true" /> : null}
        </li>
      ))}
    </ol>
  );
}
