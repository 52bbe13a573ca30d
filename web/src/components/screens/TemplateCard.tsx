import { Badge, Body1Strong, Caption1, makeStyles, shorthands, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ScreenTemplate } from '../../../../shared/screen/templates/build.js';
import { usePreferences } from '../../app/services';
import { TemplatePreview } from './TemplatePreview';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    textAlign: 'start',
    padding: 0,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    overflow: 'hidden',
    cursor: 'pointer',
    fontFamily: 'inherit',
    transitionProperty: 'border-color, box-shadow, transform',
    transitionDuration: tokens.durationFaster,
    ':hover': {
      ...shorthands.borderColor(tokens.colorNeutralStroke1Hover),
      boxShadow: tokens.shadow16,
      transform: 'translateY(-2px)',
    },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': { ':hover': { transform: 'none' } },
  },
  selected: {
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    boxShadow: `0 0 0 1px ${tokens.colorBrandStroke1}, ${tokens.shadow16}`,
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke1) },
  },
  check: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    right: tokens.spacingHorizontalS,
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusCircular,
    display: 'flex',
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  description: {
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  meta: { color: tokens.colorNeutralForeground4, fontVariantNumeric: 'tabular-nums' },
});

interface TemplateCardProps {
  template: ScreenTemplate;
  selected: boolean;
  onSelect: () => void;
}

/** A template in the gallery: blueprint, name, description, size; a radio of the gallery. */
export function TemplateCard({ template, selected, onSelect }: TemplateCardProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { language } = usePreferences();
  const document = template.documents[language];
  const { width, height } = document.config;
  const widgets = document.layout.length;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={mergeClasses(styles.card, selected && styles.selected)}
      onClick={onSelect}
      data-testid={`template-${template.id}`}
    >
      <TemplatePreview document={document} />
      {selected ? (
        <span className={styles.check} aria-hidden>
          <CheckmarkCircle20Filled />
        </span>
      ) : null}
      <span className={styles.body}>
        <span className={styles.row}>
          <Body1Strong className={styles.name}>{template.name[language]}</Body1Strong>
          {template.mobile ? (
            <Badge appearance="tint" color="informative" size="small" shape="rounded">
              {t('createScreen.mobileBadge')}
            </Badge>
          ) : null}
        </span>
        <Caption1 className={styles.description}>{template.description[language]}</Caption1>
        <Caption1 className={styles.meta}>
          {width} × {height} · {widgets === 0 ? t('createScreen.blank') : t('createScreen.widgets', { count: widgets })}
        </Caption1>
      </span>
    </button>
  );
}
