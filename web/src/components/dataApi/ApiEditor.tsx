import { useEffect, useMemo, useRef, useState } from 'react';
import type { Location } from 'react-router-dom';
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
import { type ApiDetail, type ApiField, type ApiGroup } from '../../../../shared/acts/data-api.js';
import type { DatasourceSummary } from '../../../../shared/acts/datasource.js';
import { engineOf } from '../../../../shared/datasource/types.js';
import { errorText } from '../../i18n/errorTexts';
import { useApiActions } from '../../api/dataApis';
import { ChartThisButton } from '../../drafts/ChartThisButton';
import { usePreferences } from '../../app/services';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { routeError, type FormError } from '../../forms/formError';
import { useUnsavedGuard } from '../../forms/useUnsavedGuard';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { FormAlert } from '../common/FormAlert';
import {
  emptyForm,
  FIELD_OF_CODE,
  formOf,
  mergeFields,
  pathFromName,
  testValuesOf,
  validateForm,
  type ApiForm,
  type FormErrors,
  type FormFieldName,
} from './apiForm';
import { ApiSettings } from './ApiSettings';
import { DirectQuery } from './DirectQuery';
import { FieldsTable } from './FieldsTable';
import { ParamsTable } from './ParamsTable';
import { ProxyRequest } from './ProxyRequest';
import { checkParams } from './sqlParams';
import type { SqlEditorApi } from './SqlEditor';
import { testFailure } from './testResult';
import { TestPanel, type TestState } from './TestPanel';

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

const FIELD_NAMES: readonly FormFieldName[] = Object.values(FIELD_OF_CODE) as FormFieldName[];

/** The editor is left for another page or another API of the page (`?api=`), not for another group filter. */
const leavesEditor = (from: Location, to: Location) =>
  from.pathname !== to.pathname ||
  new URLSearchParams(from.search).get('api') !== new URLSearchParams(to.search).get('api');

/** The editor of one data API: settings, query, parameters, test, return fields; save, publish, chart, remove. */
export function ApiEditor(props: Props) {
  const { api, groups, newGroupId, connections, connectionsError, onSaved, onRemoved, chart } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const actions = useApiActions();
  const initial = useMemo(() => (api ? formOf(api) : emptyForm(newGroupId)), [api, newGroupId]);
  const [form, setForm] = useState<ApiForm>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [test, setTest] = useState<TestState>({ status: 'idle' });
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [inferred, setInferred] = useState<ApiField[] | null>(null);
  // A new API's path follows its name until the user types a path of their own.
  const [pathFollowsName, setPathFollowsName] = useState(api === null);
  const editor = useRef<SqlEditorApi>(null);
  const body = useRef<HTMLDivElement>(null);
  const running = useRef<AbortController | null>(null);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const connectionType = connections?.find((each) => each._id === form.datasourceId)?.type;
  const dialect = (connectionType && engineOf(connectionType)) ?? undefined;
  const paramCheck = form.type === 'direct' ? checkParams(form.sql, form.params, dialect) : null;

  const guard = useUnsavedGuard(dirty, leavesEditor);

  useEffect(() => () => running.current?.abort(), []);

  const patch = (change: Partial<ApiForm>) => {
    setForm((current) => ({ ...current, ...change }));
    const touched = Object.keys(change) as FormFieldName[];
    if (touched.some((key) => errors[key] !== undefined))
      setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => !touched.includes(key as FormFieldName))));
  };

  /** The basics' edits: a name the path follows, or a path of the user's own (empty: follows again). */
  const changeSettings = (change: Partial<ApiForm>) => {
    if (change.path !== undefined) {
      const follows = change.path.trim() === '';
      setPathFollowsName(follows);
      patch(follows ? { ...change, path: pathFromName(form.name) } : change);
    } else if (change.name !== undefined && pathFollowsName) patch({ ...change, path: pathFromName(change.name) });
    else patch(change);
  };

  /** Brings the first field with a message into view once it has rendered. */
  const showFirstError = () =>
    requestAnimationFrame(() =>
      body.current?.querySelector('[aria-invalid="true"], [role="alert"]')?.scrollIntoView?.({ block: 'center' }),
    );

  const checked = (purpose: 'save' | 'test' = 'save') => {
    const result = validateForm(form, purpose);
    if (!result.ok) {
      setErrors(result.errors);
      showFirstError();
      return null;
    }
    setErrors({});
    return result.definition;
  };

  const runTest = () => {
    const definition = checked('test');
    if (!definition) {
      setTest({ status: 'idle' });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setTest({ status: 'running' });
    actions.test(definition, testValuesOf(form.params, inputs), controller.signal, api?._id).then(
      (result) => {
        if (controller.signal.aborted) return;
        setTest({ status: 'done', result });
        setInferred(result.fields);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setTest({ status: 'failed', ...testFailure(error) });
      },
    );
  };
  const runRef = useRef(runTest);
  runRef.current = runTest;

  const save = async () => {
    if (saving) return;
    setFormError(null);
    const definition = checked();
    if (!definition) return;
    setSaving(true);
    try {
      const saved = api ? await actions.change(api._id, definition) : await actions.add(definition);
      notify('success', t(api ? 'dataApi.toast.saved' : 'dataApi.toast.created', { name: saved.name }));
      setForm(formOf(saved));
      setPathFollowsName(false);
      guard.release();
      onSaved(saved);
    } catch (error) {
      const routed = routeError(error, FIELD_OF_CODE, FIELD_NAMES);
      setErrors(routed.fields);
      setFormError(routed.form);
    } finally {
      setSaving(false);
    }
  };

  const togglePublished = async (published: boolean) => {
    if (!api) return;
    setPublishing(true);
    try {
      await actions.setPublished(api._id, published);
      notify('success', t(published ? 'dataApi.toast.published' : 'dataApi.toast.unpublished', { name: api.name }));
    } catch (error) {
      reportError(error);
    } finally {
      setPublishing(false);
    }
  };

  return (
    <div className={styles.root} data-testid="api-editor">
      <div className={styles.bar}>
        <Subtitle1 as="h2" className={styles.title}>
          {api ? api.name : t('dataApi.editor.newTitle')}
        </Subtitle1>
        {dirty ? (
          <Badge appearance="tint" color="warning" data-testid="api-dirty">
            {t('dataApi.editor.unsaved')}
          </Badge>
        ) : null}
        {api ? (
          <Switch
            checked={api.published}
            disabled={publishing || dirty}
            label={api.published ? t('dataApi.editor.published') : t('dataApi.editor.unpublished')}
            onChange={(_, data) => void togglePublished(data.checked)}
            data-testid="publish-switch"
          />
        ) : null}
        {api && chart ? <ChartThisButton name={api.name} busy={chart.busy} onChart={chart.run} /> : null}
        {api ? (
          <Button icon={<Delete20Regular />} onClick={() => setConfirmRemove(true)} data-testid="api-remove">
            {t('dataApi.editor.remove')}
          </Button>
        ) : null}
        <Button
          appearance="primary"
          icon={saving ? <Spinner size="tiny" appearance="inverted" /> : <Save20Regular />}
          disabledFocusable={saving || (api !== null && !dirty)}
          onClick={() => void save()}
          data-testid="api-save"
        >
          {t('common.save')}
        </Button>
      </div>
      <div className={styles.body} ref={body}>
        <FormAlert error={formError} />
        <section className={styles.card}>
          <Subtitle2 as="h3" className={styles.cardTitle}>
            {t('dataApi.editor.basics')}
          </Subtitle2>
          <ApiSettings form={form} errors={errors} groups={groups} onChange={changeSettings} />
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
              onRun={() => runRef.current()}
              errors={errors}
              editorRef={editor}
              insert={(text) => editor.current?.insert(text)}
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
          <ParamsTable params={form.params} onChange={(params) => patch({ params })} check={paramCheck} />
        </section>
        <section className={styles.card}>
          <TestPanel
            params={form.params}
            inputs={inputs}
            onInput={(name, value) => setInputs((current) => ({ ...current, [name]: value }))}
            state={test}
            onRun={runTest}
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
            inferred={inferred}
            onUseInferred={() => inferred && patch({ fields: mergeFields(form.fields, inferred) })}
          />
        </section>
      </div>
      <ConfirmDialog
        open={confirmRemove}
        title={t('dataApi.editor.removeTitle', { name: api?.name ?? '' })}
        confirmLabel={t('dataApi.editor.remove')}
        danger
        onConfirm={async () => {
          try {
            await actions.remove(api!._id);
          } catch (error) {
            reportError(error);
            throw error;
          }
          notify('success', t('dataApi.toast.removed', { name: api!.name }));
          guard.release();
          onRemoved();
        }}
        onClose={() => setConfirmRemove(false)}
        testId="api-remove-dialog"
      >
        {t('dataApi.editor.removeBody')}
      </ConfirmDialog>
      {guard.dialog}
    </div>
  );
}
