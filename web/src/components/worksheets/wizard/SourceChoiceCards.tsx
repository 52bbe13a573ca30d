import { Caption1, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SourceChoice } from './wizardModel';

const useStyles = makeStyles({
  group: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  card: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  hint: { color: tokens.colorNeutralForeground3, paddingLeft: '32px', marginTop: '-4px' },
});

/** File upload or database extract. */
export function SourceChoiceCards({
  value,
  onChange,
}: {
  value: SourceChoice;
  onChange: (choice: SourceChoice) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <RadioGroup
      className={styles.group}
      aria-label={t('dataFile.wizard.sourceKind')}
      value={value}
      onChange={(_, data) => onChange(data.value === 'database' ? 'database' : 'file')}
      data-testid="worksheet-source-choice"
    >
      <div className={styles.card}>
        <Radio value="file" label={t('dataFile.wizard.file')} />
        <Caption1 className={styles.hint}>{t('dataFile.wizard.fileHint')}</Caption1>
      </div>
      <div className={styles.card}>
        <Radio value="database" label={t('dataFile.wizard.database')} />
        <Caption1 className={styles.hint}>{t('dataFile.wizard.databaseHint')}</Caption1>
      </div>
    </RadioGroup>
  );
}
