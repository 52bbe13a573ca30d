import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeft20Regular, ArrowRight20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { FileInspection, WorksheetDetail, WorksheetGroup } from '../../../../../shared/acts/worksheet.js';
import type { FileReading, UpdateSettings, WorksheetField } from '../../../../../shared/datasource/worksheet.js';
import { ErrorCode, isCatalogueCode } from '../../../../../shared/errors/catalogue.js';
import { errorText } from '../../../i18n/errorTexts';
import { isRpcError } from '../../../api/errors';
import { usePreferences } from '../../../app/services';
import { useWorksheetActions } from '../../../api/worksheets';
import type { FormError } from '../../../forms/formError';
import { useUnsavedGuard } from '../../../forms/useUnsavedGuard';
import { FormAlert } from '../../common/FormAlert';
import { FieldsEditor } from '../FieldsEditor';
import { fieldNameIssues } from '../fieldChecks';
import { NameAndGroup } from '../NameAndGroup';
import { DEFAULT_UPDATE, settingsFor, updateIssues } from '../updateSettings';
import { UpdateSettingsForm } from '../UpdateSettingsForm';
import { DatabasePicker } from './DatabasePicker';
import { FileDrop } from './FileDrop';
import { ReadingStep } from './ReadingStep';
import { SourceChoiceCards } from './SourceChoiceCards';
import { StepRail } from './StepRail';
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

const useStyles = makeStyles({
  surface: { width: '920px', maxWidth: 'calc(100vw - 48px)' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minHeight: '440px',
    paddingTop: tokens.spacingVerticalM,
  },
  hint: { color: tokens.colorNeutralForeground3 },
  muted: { color: tokens.colorNeutralForeground3, marginRight: 'auto', alignSelf: 'center' },
});

/** A caught failure as the form shows it. */
const formErrorOf = (error: unknown, fallback: string): FormError =>
  isRpcError(error)
    ? { code: error.code, message: error.message, intent: error.handled ? 'warning' : 'error' }
    : { code: -1, message: fallback, intent: 'error' };

/**
 * The add wizard: source (file upload or database), sheet and title row, fields, update settings
 * and name. Closing it (or leaving the page) once something is uploaded or picked asks first.
 */
export function AddWizard({
  open,
  groups,
  groupId,
  onClose,
  onAdded,
}: {
  open: boolean;
  groups: readonly WorksheetGroup[] | undefined;
  /** The group a new worksheet goes to unless changed ('' = default). */
  groupId: string;
  onClose: () => void;
  onAdded: (detail: WorksheetDetail) => void;
}) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const requestClose = () => !busy && guard.confirm(onClose);
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : requestClose())}>
      <DialogSurface className={styles.surface} data-testid="worksheet-wizard">
        {open ? (
          <Wizard
            groups={groups}
            groupId={groupId}
            onCancel={requestClose}
            onAdded={onAdded}
            onDirty={setDirty}
            busy={busy}
            setBusy={setBusy}
          />
        ) : null}
        {/* Nested in this dialog, so closing it gives this one back its focus and its place. */}
        {guard.dialog}
      </DialogSurface>
    </Dialog>
  );
}

function Wizard({
  groups,
  groupId: initialGroup,
  onCancel,
  onAdded,
  onDirty,
  busy,
  setBusy,
}: {
  groups: readonly WorksheetGroup[] | undefined;
  groupId: string;
  /** Cancel: asks first when something is uploaded or picked. */
  onCancel: () => void;
  onAdded: (detail: WorksheetDetail) => void;
  onDirty: (dirty: boolean) => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
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

  const last = index === steps.length - 1;
  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      <DialogBody>
        <DialogTitle>{t('dataFile.wizard.title')}</DialogTitle>
        <DialogContent className={styles.content}>
          <StepRail steps={steps} current={index} />
          {step === 'source' ? (
            <>
              <SourceChoiceCards
                value={choice}
                onChange={(value) => {
                  setChoice(value);
                  setFormError(null);
                }}
              />
              {choice === 'file' ? (
                <>
                  <FileDrop state={upload.state} onFile={(file) => void upload.start(file)} onCancel={upload.cancel} />
                  <FormAlert error={readingError} />
                </>
              ) : (
                <DatabasePicker
                  draft={db}
                  onChange={(draft) => {
                    setDb(draft);
                    setDbError(undefined);
                  }}
                  error={dbError}
                />
              )}
            </>
          ) : null}
          {step === 'reading' && uploaded ? (
            <ReadingStep
              format={uploaded.format}
              reading={reading}
              onReading={setReading}
              inspection={inspection}
              busy={inspecting}
              error={readingError}
              titleRowError={titleRowError}
            />
          ) : null}
          {step === 'fields' ? (
            <>
              <Caption1 className={styles.hint}>{t('dataFile.fields.hint')}</Caption1>
              <FieldsEditor
                fields={fields}
                headers={choice === 'file' ? inspection?.headers : undefined}
                onChange={setFields}
              />
            </>
          ) : null}
          {step === 'update' ? (
            <>
              <NameAndGroup
                name={name}
                groupId={groupId}
                groups={groups}
                onName={setName}
                onGroup={setGroupId}
                nameError={nameError}
              />
              <UpdateSettingsForm
                kind={kind}
                update={update}
                onChange={setUpdate}
                fields={fields}
                issues={shownUpdateIssues}
              />
            </>
          ) : null}
          <FormAlert error={formError} />
        </DialogContent>
        <DialogActions fluid>
          <Caption1 className={styles.muted}>{t('dataFile.wizard.enterHint')}</Caption1>
          <Button appearance="secondary" type="button" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          {index > 0 ? (
            <Button
              appearance="secondary"
              type="button"
              icon={<ArrowLeft20Regular />}
              onClick={() => !busy && setIndex(index - 1)}
              data-testid="worksheet-wizard-back"
            >
              {t('dataFile.wizard.back')}
            </Button>
          ) : null}
          <Button
            appearance="primary"
            type="submit"
            ref={nextButton}
            disabledFocusable={!ready}
            icon={busy ? <Spinner size="tiny" /> : last ? undefined : <ArrowRight20Regular />}
            iconPosition="after"
            data-testid="worksheet-wizard-next"
          >
            {last ? t('dataFile.wizard.add') : t('dataFile.wizard.next')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
