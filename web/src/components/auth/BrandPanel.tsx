import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { DataBarVertical20Regular, Database20Regular, ShareScreenStart20Regular } from '../plain/icons';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../common/BrandMark';

const BARS = [42, 64, 51, 78, 60, 88, 70, 96, 74, 83, 66, 91];
const LINE = '0,46 20,40 40,43 60,30 80,34 100,22 120,26 140,14 160,18 180,8 200,12';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    flex: 1,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalXXL,
    padding: '48px 56px',
    overflow: 'hidden',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground2,
    backgroundImage: [
      `radial-gradient(1100px 560px at 0% 0%, color-mix(in srgb, ${tokens.colorBrandBackground} 30%, transparent) 0%, transparent 62%)`,
      `radial-gradient(760px 480px at 100% 100%, color-mix(in srgb, ${tokens.colorBrandBackground} 22%, transparent) 0%, transparent 58%)`,
      `linear-gradient(color-mix(in srgb, ${tokens.colorNeutralStroke2} 28%, transparent) 1px, transparent 1px)`,
      `linear-gradient(90deg, color-mix(in srgb, ${tokens.colorNeutralStroke2} 28%, transparent) 1px, transparent 1px)`,
    ].join(', '),
    backgroundSize: 'auto, auto, 48px 48px, 48px 48px',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  copy: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '520px' },
  headline: { ...typographyStyles.title2, margin: `0 0 ${tokens.spacingVerticalS}` },
  lead: { ...typographyStyles.body1, margin: 0, color: tokens.colorNeutralForeground2 },
  caption: typographyStyles.caption1,
  previewTitle: typographyStyles.subtitle2,
  features: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  feature: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  featureIcon: { color: tokens.colorBrandForeground1, display: 'inline-flex' },
  wall: {
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow28,
    padding: tokens.spacingHorizontalL,
    display: 'grid',
    gridTemplateColumns: 'repeat(3, 1fr)',
    gap: tokens.spacingHorizontalM,
    maxWidth: '560px',
  },
  wallHeader: { gridColumn: '1 / -1', display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  live: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteGreenForeground1,
  },
  dot: {
    width: '6px',
    height: '6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteGreenBackground3,
  },
  kpi: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  kpiValue: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
  kpiLabel: { color: tokens.colorNeutralForeground3 },
  chart: {
    gridColumn: 'span 2',
    height: '120px',
    display: 'flex',
    alignItems: 'flex-end',
    gap: '6px',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  bar: {
    flex: 1,
    borderRadius: '3px 3px 0 0',
    backgroundImage: `linear-gradient(180deg, ${tokens.colorBrandForeground1}, ${tokens.colorBrandBackground})`,
  },
  spark: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  sparkLine: {
    fill: 'none',
    stroke: tokens.colorBrandForeground2,
    strokeWidth: 2.5,
    strokeLinejoin: 'round',
    strokeLinecap: 'round',
  },
  sparkArea: { fill: tokens.colorBrandBackground2, stroke: 'none' },
  footnote: { color: tokens.colorNeutralForeground3 },
});

/** The left half of the sign-in pages: product pitch and a miniature wall. */
export function BrandPanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <aside className={styles.root} aria-hidden="false">
      <BrandMark size="large" />
      <div className={styles.copy}>
        <p className={styles.headline}>{t('brand.headline')}</p>
        <p className={styles.lead}>{t('brand.lead')}</p>
        <ul className={styles.features}>
          <li className={styles.feature}>
            <span className={styles.featureIcon}>
              <DataBarVertical20Regular />
            </span>
            {t('brand.featureCanvas')}
          </li>
          <li className={styles.feature}>
            <span className={styles.featureIcon}>
              <Database20Regular />
            </span>
            {t('brand.featureData')}
          </li>
          <li className={styles.feature}>
            <span className={styles.featureIcon}>
              <ShareScreenStart20Regular />
            </span>
            {t('brand.featureShare')}
          </li>
        </ul>
      </div>
      <div className={styles.wall} aria-hidden="true">
        <div className={styles.wallHeader}>
          <span className={styles.previewTitle}>{t('brand.previewTitle')}</span>
          <span className={mergeClasses(styles.caption, styles.live)}>
            <span className={styles.dot} />
            {t('brand.previewLive')}
          </span>
        </div>
        <div className={styles.kpi}>
          <span className={styles.kpiValue}>99.7%</span>
          <span className={mergeClasses(styles.caption, styles.kpiLabel)}>SLA</span>
        </div>
        <div className={styles.kpi}>
          <span className={styles.kpiValue}>1,284</span>
          <span className={mergeClasses(styles.caption, styles.kpiLabel)}>QPS</span>
        </div>
        <div className={styles.kpi}>
          <span className={styles.kpiValue}>36 ms</span>
          <span className={mergeClasses(styles.caption, styles.kpiLabel)}>P95</span>
        </div>
        <div className={styles.chart}>
          {BARS.map((height, index) => (
            <span key={index} className={styles.bar} style={{ height: `${height}%` }} />
          ))}
        </div>
        <div className={styles.spark}>
          <svg viewBox="0 0 200 60" width="100%" height="88" preserveAspectRatio="none">
            <polygon className={styles.sparkArea} points={`${LINE} 200,60 0,60`} />
            <polyline className={styles.sparkLine} points={LINE} />
          </svg>
        </div>
      </div>
    </aside>
  );
}
