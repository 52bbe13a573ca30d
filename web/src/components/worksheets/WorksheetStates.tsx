import { Button } from '@fluentui/react-components';
import { Add20Filled, Folder48Regular, Table48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListLoadFailed, ListNoMatches, TableSkeleton } from '../common/ListStates';

/** The worksheet list's states: the shared list states with /dataFile's texts and test ids. */
export function WorksheetSkeleton() {
  const { t } = useTranslation();
  return (
    <TableSkeleton
      columns="36px 3fr 2fr 1fr 1fr 1fr 2fr"
      iconSize={36}
      label={t('dataFile.empty.loading')}
      testId="worksheets-loading"
    />
  );
}

/** No worksheet at all, or none in the picked group. */
export function NoWorksheets({ inGroup, onNew }: { inGroup: boolean; onNew: () => void }) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      testId="worksheets-empty"
      icon={inGroup ? <Folder48Regular /> : <Table48Regular />}
      title={inGroup ? t('dataFile.empty.group') : t('dataFile.empty.title')}
      hint={inGroup ? t('dataFile.empty.groupHint') : t('dataFile.empty.hint')}
      actions={
        <Button appearance="primary" size="large" icon={<Add20Filled />} onClick={onNew}>
          {t('dataFile.new')}
        </Button>
      }
    />
  );
}

export function NoMatches({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  return <ListNoMatches ns="dataFile" testId="worksheets-no-results" keyword={keyword} onClear={onClear} />;
}

export function ListFailed({ onRetry }: { onRetry: () => void }) {
  return <ListLoadFailed ns="dataFile" testId="worksheets-failed" onRetry={onRetry} />;
}
