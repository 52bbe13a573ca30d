import { Badge, Body1, Button, Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, BoardSplit48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouteTitleKey } from '../../i18n/resources';

const useStyles = makeStyles({
  root: { flex: 1, display: 'grid', placeItems: 'center', padding: tokens.spacingHorizontalXXXL },
  card: {
    width: 'min(560px, 100%)',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: '40px 48px',
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  art: {
    display: 'grid',
    placeItems: 'center',
    width: '88px',
    height: '88px',
    borderRadius: tokens.borderRadiusXLarge,
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
    marginBottom: tokens.spacingVerticalS,
  },
  text: { color: tokens.colorNeutralForeground3 },
  path: {
    fontFamily: tokens.fontFamilyMonospace,
    padding: `2px ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground2,
  },
  pathRow: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
  },
});

/** A route whose feature is not built yet: its title, "coming soon" and the path. */
export function RoutePlaceholder({ titleKey, showBack = true }: { titleKey: RouteTitleKey; showBack?: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const name = t(titleKey);
  return (
    <div className={styles.root}>
      <section className={styles.card} data-testid="route-placeholder" aria-labelledby="placeholder-title">
        <div className={styles.art} aria-hidden="true">
          <BoardSplit48Regular />
        </div>
        <Badge appearance="tint" color="brand">
          {t('common.comingSoon')}
        </Badge>
        <Title2 as="h1" id="placeholder-title">
          {name}
        </Title2>
        <Body1 className={styles.text}>{t('placeholder.description')}</Body1>
        <div className={styles.pathRow}>
          <Caption1>{t('placeholder.route')}</Caption1>
          <code className={styles.path} data-testid="placeholder-path">
            {pathname}
          </code>
        </div>
        {showBack ? (
          <Button appearance="secondary" icon={<ArrowLeft20Regular />} onClick={() => void navigate('/screenList')}>
            {t('placeholder.backToScreens')}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
