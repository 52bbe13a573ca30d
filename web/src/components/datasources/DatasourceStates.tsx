import { Button } from '@fluentui/react-components';
import { Add20Filled, Database48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListLoadFailed, ListNoMatches, TableSkeleton } from '../common/ListStates';

/** The connection list's states: the shared list states with /dataBase's texts and test ids. */
export function DatasourceSkeleton() {
  const { t } = useTranslation();
  return (
    <TableSkeleton
      columns="32px 2fr 2fr 2fr 1fr 1fr"
      iconSize={32}
      label={t('datasources.list.loading')}
      testId="datasources-loading"
    />
  );
}

export function NoConnections({ onNew }: { onNew: () => void }) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      testId="datasources-empty"
      icon={<Database48Regular />}
      title={t('datasources.empty.title')}
      hint={t('datasources.empty.hint')}
      actions={
        <Button appearance="primary" size="large" icon={<Add20Filled />} onClick={onNew}>
          {t('datasources.new')}
        </Button>
      }
    />
  );
}

export function NoMatches({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  return <ListNoMatches ns="datasources" testId="datasources-no-results" keyword={keyword} onClear={onClear} />;
}

export function ListFailed({ onRetry }: { onRetry: () => void }) {
  return <ListLoadFailed ns="datasources" testId="datasources-failed" onRetry={onRetry} />;
}
