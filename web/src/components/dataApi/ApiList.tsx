import {
  Badge,
  Button,
  Caption1,
  Input,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Spinner,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { Add20Regular, DataArea20Regular, Search20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ApiSummary } from '../../../../shared/acts/data-api.js';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  list: { listStyleType: 'none', margin: 0, padding: tokens.spacingHorizontalXS, overflow: 'auto', flex: 1 },
  entry: { position: 'relative' },
  // Beside the name, clear of the item's text (which leaves it room).
  chart: { position: 'absolute', top: tokens.spacingVerticalXS, right: tokens.spacingHorizontalXS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: '4px',
    width: '100%',
    textAlign: 'start',
    padding: `${tokens.spacingVerticalS} 40px ${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  active: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundSelected },
  },
  name: {
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  path: {
    fontFamily: tokens.fontFamilyMonospace,
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  empty: { color: tokens.colorNeutralForeground3, padding: tokens.spacingHorizontalL, textAlign: 'center' },
  skeleton: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalM,
  },
});

interface Props {
  apis: ApiSummary[] | undefined;
  keyword: string;
  onKeyword: (keyword: string) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  /** "Chart this" on an API; `charting` is the id of the one being drafted. */
  onChart: (api: ApiSummary) => void;
  charting: string | null;
}

/** The APIs of the picked group matching the search, newest change first, each with "Chart this". */
export function ApiList({ apis, keyword, onKeyword, selectedId, onSelect, onNew, onChart, charting }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section className={styles.root} aria-label={t('dataApi.list.title')} data-testid="api-list">
      <div className={styles.head}>
        <Button appearance="primary" icon={<Add20Regular />} onClick={onNew} data-testid="api-new">
          {t('dataApi.list.new')}
        </Button>
        <Input
          contentBefore={<Search20Regular />}
          placeholder={t('dataApi.list.search')}
          aria-label={t('dataApi.list.search')}
          value={keyword}
          onChange={(_, data) => onKeyword(data.value)}
          data-testid="api-search"
        />
      </div>
      {!apis ? (
        <Skeleton className={styles.skeleton} aria-label={t('common.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <SkeletonItem key={i} size={40} />
          ))}
        </Skeleton>
      ) : apis.length === 0 ? (
        <Caption1 className={styles.empty}>
          {keyword.trim() ? t('dataApi.list.noMatch') : t('dataApi.list.emptyGroup')}
        </Caption1>
      ) : (
        <ul className={styles.list}>
          {apis.map((api) => (
            <li key={api._id} className={styles.entry}>
              <button
                type="button"
                className={mergeClasses(styles.item, api._id === selectedId && styles.active)}
                aria-current={api._id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(api._id)}
                data-testid="api-item"
              >
                <span className={styles.name}>{api.name}</span>
                <span className={styles.path}>/api/data/{api.path}</span>
                <span className={styles.badges}>
                  <Badge size="small" appearance="outline" color="informative">
                    {api.method}
                  </Badge>
                  <Badge size="small" appearance="tint" color={api.type === 'direct' ? 'brand' : 'important'}>
                    {api.type === 'direct' ? t('dataApi.typeDirect') : t('dataApi.typeProxy')}
                  </Badge>
                  {api.published ? (
                    <Badge size="small" appearance="filled" color="success">
                      {t('dataApi.editor.published')}
                    </Badge>
                  ) : (
                    <Badge size="small" appearance="tint" color="subtle">
                      {t('dataApi.editor.unpublished')}
                    </Badge>
                  )}
                </span>
              </button>
              <Tooltip content={t('drafts.chart')} relationship="inaccessible">
                <Button
                  className={styles.chart}
                  appearance="subtle"
                  size="small"
                  icon={charting === api._id ? <Spinner size="extra-tiny" /> : <DataArea20Regular />}
                  disabledFocusable={charting === api._id}
                  onClick={() => charting !== api._id && onChart(api)}
                  aria-label={t('drafts.chartFor', { name: api.name })}
                  data-testid="api-chart"
                />
              </Tooltip>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
