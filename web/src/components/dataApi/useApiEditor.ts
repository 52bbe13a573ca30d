import { useEffect, useMemo, useRef, useState } from 'react';
import type { Location } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ApiDetail, ApiField } from '../../../../shared/acts/data-api.js';
import type { DatasourceSummary } from '../../../../shared/acts/datasource.js';
import { engineOf } from '../../../../shared/datasource/types.js';
import { useApiActions } from '../../api/dataApis';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { routeError, type FormError } from '../../forms/formError';
import { useUnsavedGuard } from '../../forms/useUnsavedGuard';
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
import { checkParams } from './sqlParams';
import type { SqlEditorApi } from './SqlEditor';
import { testFailure } from './testResult';
import type { TestState } from './TestPanel';

const FIELD_NAMES: readonly FormFieldName[] = Object.values(FIELD_OF_CODE) as FormFieldName[];

/** The editor is left for another page or another API of the page (`?api=`), not for another group filter. */
const leavesEditor = (from: Location, to: Location) =>
  from.pathname !== to.pathname ||
  new URLSearchParams(from.search).get('api') !== new URLSearchParams(to.search).get('api');

/**
 * The state of the data API editor: the form against the stored API (dirty, guarded on leaving),
 * its errors by the act's schema and by the server's answer, the test run and the fields it
 * inferred, and the actions: save, publish, remove.
 */
export function useApiEditor({
  api,
  newGroupId,
  connections,
  onSaved,
  onRemoved,
}: {
  api: ApiDetail | null;
  newGroupId: string;
  connections: DatasourceSummary[] | undefined;
  onSaved: (api: ApiDetail) => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
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

  const remove = async () => {
    try {
      await actions.remove(api!._id);
    } catch (error) {
      reportError(error);
      throw error;
    }
    notify('success', t('dataApi.toast.removed', { name: api!.name }));
    guard.release();
    onRemoved();
  };

  return {
    form,
    patch,
    changeSettings,
    errors,
    formError,
    dirty,
    saving,
    save,
    publishing,
    togglePublished,
    confirmRemove,
    setConfirmRemove,
    remove,
    paramCheck,
    test,
    runTest,
    runRef,
    inputs,
    setInput: (name: string, value: string) => setInputs((current) => ({ ...current, [name]: value })),
    inferred,
    takeInferred: () => inferred && patch({ fields: mergeFields(form.fields, inferred) }),
    editor,
    body,
    guardDialog: guard.dialog,
  };
}
