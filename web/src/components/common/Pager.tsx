import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalM,
  },
  range: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  position: { minWidth: '96px', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
});

/** Previous / next for a server-paged list (docs/protocol.md#pagination); hidden when one page holds all. */
export function Pager({
  pageNum,
  pageSize,
  total,
  onPage,
  testId,
}: {
  pageNum: number;
  pageSize: number;
  total: number;
  onPage: (pageNum: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const from = (pageNum - 1) * pageSize + 1;
  const to = Math.min(total, pageNum * pageSize);
  return (
    <nav className={styles.root} aria-label={t('common.pager.label')} data-testid={testId}>
      <Caption1 className={styles.range}>{t('common.pager.range', { from, to, total })}</Caption1>
      <Button
        appearance="subtle"
        icon={<ChevronLeft20Regular />}
        disabled={pageNum <= 1}
        onClick={() => onPage(pageNum - 1)}
        aria-label={t('common.pager.previous')}
      />
      <Caption1 className={styles.position} aria-live="polite">
        {t('common.pager.position', { page: pageNum, pages })}
      </Caption1>
      <Button
        appearance="subtle"
        icon={<ChevronRight20Regular />}
        disabled={pageNum >= pages}
        onClick={() => onPage(pageNum + 1)}
        aria-label={t('common.pager.next')}
      />
    </nav>
  );
}
