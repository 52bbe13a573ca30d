import {
  Badge,
  Button,
  Caption1,
  makeStyles,
  Spinner,
  Subtitle1,
  Subtitle2,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular, Save20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ApiDetail, ApiGroup } from '../../../../shared/acts/data-api.js';
import type { DatasourceSummary } from '../../../../shared/acts/datasource.js';
import { errorText } from '../../i18n/errorTexts';
import { ChartThisButton } from '../../drafts/ChartThisButton';
import { usePreferences } from '../../app/services';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { FormAlert } from '../common/FormAlert';
import { ApiSettings } from './ApiSettings';
import { DirectQuery } from './DirectQuery';
import { FieldsTable } from './FieldsTable';
import { ParamsTable } from './ParamsTable';
import { ProxyRequest } from './ProxyRequest';
import { TestPanel } from './TestPanel';
import { useApiEditor } from './useApiEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    flexWrap: 'wrap',
  },
  title: { margin: 0, marginRight: 'auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  body: {
    flex: 1,
    minHeight: 0,
    overflow: 'auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL} ${tokens.spacingVerticalXXXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  cardTitle: { margin: 0 },
  inline: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  sectionError: { color: tokens.colorPaletteRedForeground1 },
});

/** A catalogue message about a whole table (parameters, fields). */
function SectionError({ code }: { code: number | undefined }) {
  const styles = useStyles();
  const { language } = usePreferences();
  if (code === undefined) return null;
  return (
    <Caption1 role="alert" className={styles.sectionError}>
      {errorText(code, language)}
    </Caption1>
  );
}

interface Props {
  /** The stored API, or null for a new one. */
  api: ApiDetail | null;
  groups: ApiGroup[] | undefined;
  newGroupId: string;
  connections: DatasourceSummary[] | undefined;
  connectionsError: unknown;
  onSaved: (api: ApiDetail) => void;
  onRemoved: () => void;
  /** "Chart this" on the stored API (as saved); `busy` while it drafts. */
  chart?: { busy: boolean; run: () => void };
}

/** The editor of one data API: settings, query, parameters, test, return fields; save, publish, chart, remove. */
export function ApiEditor(props: Props) {
  const { api, groups, newGroupId, connections, connectionsError, onSaved, onRemoved, chart } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const editor = useApiEditor({ api, newGroupId, connections, onSaved, onRemoved });
  const { form, errors, patch } = editor;

  return (
    <div className={styles.root} data-testid="api-editor">
      <ApiEditorBar api={api} editor={editor} chart={chart} />
      <div className={styles.body} ref={editor.body}>
        <FormAlert error={editor.formError} />
        <section className={styles.card}>
          <Subtitle2 as="h3" className={styles.cardTitle}>
            {t('dataApi.editor.basics')}
          </Subtitle2>
          <ApiSettings form={form} errors={errors} groups={groups} onChange={editor.changeSettings} />
        </section>
        <section className={styles.card}>
          <Subtitle2 as="h3" className={styles.cardTitle}>
            {form.type === 'direct' ? t('dataApi.editor.query') : t('dataApi.editor.request')}
          </Subtitle2>
          {form.type === 'direct' ? (
            <DirectQuery
              connections={connections}
              connectionsError={connectionsError}
              datasourceId={form.datasourceId}
              onDatasource={(datasourceId) => patch({ datasourceId })}
              sql={form.sql}
              onSql={(sql) => patch({ sql })}
              params={form.params.map((param) => param.name).filter(Boolean)}
              onRun={() => editor.runRef.current()}
              errors={errors}
              editorRef={editor.editor}
              insert={(text) => editor.editor.current?.insert(text)}
            />
          ) : (
            <ProxyRequest value={form} onChange={patch} errors={errors} />
          )}
        </section>
        <section className={styles.card}>
          <div className={styles.inline}>
            <Subtitle2 as="h3" className={styles.cardTitle}>
              {t('dataApi.params.title')}
            </Subtitle2>
            <SectionError code={errors.params} />
          </div>
          <ParamsTable params={form.params} onChange={(params) => patch({ params })} check={editor.paramCheck} />
        </section>
        <section className={styles.card}>
          <TestPanel
            params={form.params}
            inputs={editor.inputs}
            onInput={editor.setInput}
            state={editor.test}
            onRun={editor.runTest}
          />
        </section>
        <section className={styles.card}>
          <Subtitle2 as="h3" className={styles.cardTitle}>
            {t('dataApi.fields.title')}
          </Subtitle2>
          <SectionError code={errors.fields} />
          <FieldsTable
            fields={form.fields}
            onChange={(fields) => patch({ fields })}
            inferred={editor.inferred}
            onUseInferred={editor.takeInferred}
          />
        </section>
      </div>
      {editor.guardDialog}
    </div>
  );
}

/** The editor's bar: the API's name, unsaved changes, publish, chart, remove and save. */
function ApiEditorBar({
  api,
  editor,
  chart,
}: {
  api: ApiDetail | null;
  editor: ReturnType<typeof useApiEditor>;
  chart: Props['chart'];
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <Subtitle1 as="h2" className={styles.title}>
        {api ? api.name : t('dataApi.editor.newTitle')}
      </Subtitle1>
      {editor.dirty ? (
        <Badge appearance="tint" color="warning" data-testid="api-dirty">
          {t('dataApi.editor.unsaved')}
        </Badge>
      ) : null}
      {api ? (
        <Switch
          checked={api.published}
          disabled={editor.publishing || editor.dirty}
          label={api.published ? t('dataApi.editor.published') : t('dataApi.editor.unpublished')}
          onChange={(_, data) => void editor.togglePublished(data.checked)}
          data-testid="publish-switch"
        />
      ) : null}
      {api && chart ? <ChartThisButton name={api.name} busy={chart.busy} onChart={chart.run} /> : null}
      {api ? (
        <Button icon={<Delete20Regular />} onClick={() => editor.setConfirmRemove(true)} data-testid="api-remove">
          {t('dataApi.editor.remove')}
        </Button>
      ) : null}
      <Button
        appearance="primary"
        icon={editor.saving ? <Spinner size="tiny" appearance="inverted" /> : <Save20Regular />}
        disabledFocusable={editor.saving || (api !== null && !editor.dirty)}
        onClick={() => void editor.save()}
        data-testid="api-save"
      >
        {t('common.save')}
      </Button>
      <ConfirmDialog
        open={editor.confirmRemove}
        title={t('dataApi.editor.removeTitle', { name: api?.name ?? '' })}
        confirmLabel={t('dataApi.editor.remove')}
        danger
        onConfirm={editor.remove}
        onClose={() => editor.setConfirmRemove(false)}
        testId="api-remove-dialog"
      >
        {t('dataApi.editor.removeBody')}
      </ConfirmDialog>
    </div>
  );
}
