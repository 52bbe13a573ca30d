import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileInspection, WorksheetDetail } from '../../../../../shared/acts/worksheet.js';
import type { FileReading, UpdateSettings, WorksheetField } from '../../../../../shared/datasource/worksheet.js';
import { ErrorCode, isCatalogueCode } from '../../../../../shared/errors/catalogue.js';
import { errorText } from '../../../i18n/errorTexts';
import { isRpcError } from '../../../api/errors';
import { usePreferences } from '../../../app/services';
import { useWorksheetActions } from '../../../api/worksheets';
import type { FormError } from '../../../forms/formError';
import { fieldNameIssues } from '../fieldChecks';
import { DEFAULT_UPDATE, settingsFor, updateIssues } from '../updateSettings';
import { useWorksheetUpload } from './useWorksheetUpload';
import {
  addPayload,
  databaseDraftReady,
  databaseSource,
  DEFAULT_READING,
  fileSource,
  stepsFor,
  suggestedName,
  type DatabaseDraft,
  type SourceChoice,
} from './wizardModel';

/** A caught failure as the form shows it. */
const formErrorOf = (error: unknown, fallback: string): FormError =>
  isRpcError(error)
    ? { code: error.code, message: error.message, intent: error.handled ? 'warning' : 'error' }
    : { code: -1, message: fallback, intent: 'error' };

/**
 * The state of the add wizard: the source chosen (a file uploaded and read again whenever its
 * reading changes, or a database table or query), the step, the fields, the update settings and
 * the name, whether the step may go on, and going on (reading a database's columns, adding).
 */
export function useAddWizard({
  initialGroup,
  onAdded,
  onDirty,
  busy,
  setBusy,
}: {
  initialGroup: string;
  onAdded: (detail: WorksheetDetail) => void;
  onDirty: (dirty: boolean) => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const actions = useWorksheetActions();
  const upload = useWorksheetUpload();
  const [choice, setChoice] = useState<SourceChoice>('file');
  const steps = stepsFor(choice);
  const [index, setIndex] = useState(0);
  const step = steps[index] ?? 'source';
  const [db, setDb] = useState<DatabaseDraft>({ mode: 'table', datasource_id: '', schema: '', table: '' });
  const [dbError, setDbError] = useState<number | undefined>();
  const [reading, setReading] = useState<FileReading>(DEFAULT_READING);
  const [inspection, setInspection] = useState<FileInspection | undefined>();
  const [inspecting, setInspecting] = useState(false);
  const [readingError, setReadingError] = useState<FormError | null>(null);
  const [titleRowError, setTitleRowError] = useState<number | undefined>();
  const [fields, setFields] = useState<WorksheetField[]>([]);
  const [update, setUpdate] = useState<UpdateSettings>(DEFAULT_UPDATE);
  const [name, setName] = useState('');
  const [groupId, setGroupId] = useState(initialGroup);
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<FormError | null>(null);

  const uploaded = upload.state.kind === 'done' ? upload.state.file : null;
  const dirty =
    index > 0 || upload.state.kind === 'uploading' || uploaded !== null || db.datasource_id !== '' || name !== '';
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);
  // Once the file is up, Enter on the focused Next button goes on.
  const nextButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (uploaded) nextButton.current?.focus();
  }, [uploaded]);
  const source =
    choice === 'file'
      ? uploaded
        ? fileSource(uploaded, reading)
        : null
      : databaseDraftReady(db)
        ? databaseSource(db)
        : null;
  const kind = source?.kind ?? (choice === 'file' ? 'csv' : 'table');

  // Read the uploaded file again whenever its reading changes (debounced; the last answer wins).
  const sequence = useRef(0);
  useEffect(() => {
    if (!uploaded) return;
    const mine = ++sequence.current;
    const controller = new AbortController();
    setInspecting(true);
    const timer = setTimeout(() => {
      actions
        .inspect(uploaded.key, uploaded.filename, reading, controller.signal)
        .then((result) => {
          if (mine !== sequence.current) return;
          setInspection(result);
          setFields(result.fields);
          setReadingError(null);
          setTitleRowError(undefined);
          setName((current) => current || suggestedName(uploaded.filename));
        })
        .catch((error: unknown) => {
          if (mine !== sequence.current || controller.signal.aborted) return;
          setInspection(undefined);
          if (isRpcError(error) && error.code === ErrorCode.WORKSHEET_TITLE_ROW_INVALID) setTitleRowError(error.code);
          else setReadingError(formErrorOf(error, t('errors.actionFailed')));
        })
        .finally(() => {
          if (mine === sequence.current) setInspecting(false);
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [uploaded, reading, actions, t]);

  const fieldIssues = fieldNameIssues(fields);
  const shownUpdateIssues = tried ? updateIssues(update, kind) : {};
  const nameError = tried && name.trim() === '' ? ErrorCode.NAME_INVALID : undefined;

  const ready = (() => {
    if (busy) return false;
    if (step === 'source') return source !== null;
    if (step === 'reading') return inspection !== undefined && !inspecting && titleRowError === undefined;
    if (step === 'fields') return fields.length > 0 && fieldIssues.size === 0;
    return true;
  })();

  const forward = () => {
    setFormError(null);
    setIndex((current) => Math.min(current + 1, steps.length - 1));
  };

  const readColumns = useCallback(async () => {
    const picked = databaseSource(db);
    setBusy(true);
    setDbError(undefined);
    try {
      const columns = await actions.extractColumns(picked);
      setFields(columns.fields);
      setName((current) => current || (db.mode === 'table' ? suggestedName(db.table) : ''));
      setFormError(null);
      setIndex((current) => current + 1);
    } catch (error) {
      if (isRpcError(error) && isCatalogueCode(error.code) && !error.handled) setDbError(error.code);
      else setFormError(formErrorOf(error, t('errors.actionFailed')));
    } finally {
      setBusy(false);
    }
  }, [actions, db, setBusy, t]);

  const add = async () => {
    setTried(true);
    if (!source) return;
    const settings = settingsFor(update, source.kind);
    if (Object.keys(updateIssues(settings, source.kind)).length > 0 || name.trim() === '') return;
    const payload = addPayload({ name, group_id: groupId, source, fields, update: settings });
    if (!payload.ok) {
      const code = payload.issues[0]?.code ?? ErrorCode.PARAMS_INCOMPLETE;
      setFormError({ code, message: errorText(code, language), intent: 'error' });
      return;
    }
    setBusy(true);
    try {
      const detail = await actions.add(payload.input);
      setBusy(false);
      onAdded(detail);
    } catch (error) {
      setBusy(false);
      setFormError(formErrorOf(error, t('errors.actionFailed')));
    }
  };

  const next = () => {
    if (!ready) return;
    if (step === 'source' && choice === 'database') void readColumns();
    else if (step === 'update') void add();
    else {
      if (step === 'fields') setUpdate((current) => settingsFor(current, kind));
      forward();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    next();
  };
  // Text inputs submit the form on Enter themselves; radios do not.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.type !== 'radio') return;
    event.preventDefault();
    next();
  };

  return {
    upload,
    uploaded,
    choice,
    choose: (value: SourceChoice) => {
      setChoice(value);
      setFormError(null);
    },
    steps,
    index,
    back: () => !busy && setIndex(index - 1),
    step,
    last: index === steps.length - 1,
    db,
    changeDb: (draft: DatabaseDraft) => {
      setDb(draft);
      setDbError(undefined);
    },
    dbError,
    reading,
    setReading,
    inspection,
    inspecting,
    readingError,
    titleRowError,
    fields,
    setFields,
    update,
    setUpdate,
    name,
    setName,
    groupId,
    setGroupId,
    nameError,
    shownUpdateIssues,
    kind,
    formError,
    ready,
    nextButton,
    submit,
    onKeyDown,
  };
}
