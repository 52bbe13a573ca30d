import { useState } from 'react';
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
import type { WorksheetDetail, WorksheetGroup } from '../../../../../shared/acts/worksheet.js';
import { useUnsavedGuard } from '../../../forms/useUnsavedGuard';
import { FormAlert } from '../../common/FormAlert';
import { FieldsEditor } from '../FieldsEditor';
import { NameAndGroup } from '../NameAndGroup';
import { UpdateSettingsForm } from '../UpdateSettingsForm';
import { DatabasePicker } from './DatabasePicker';
import { FileDrop } from './FileDrop';
import { ReadingStep } from './ReadingStep';
import { SourceChoiceCards } from './SourceChoiceCards';
import { StepRail } from './StepRail';
import { useAddWizard } from './useAddWizard';

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
  const styles = useStyles();
  const w = useAddWizard({ initialGroup, onAdded, onDirty, busy, setBusy });
  return (
    <form onSubmit={w.submit} onKeyDown={w.onKeyDown} noValidate>
      <DialogBody>
        <DialogTitle>{t('dataFile.wizard.title')}</DialogTitle>
        <DialogContent className={styles.content}>
          <StepRail steps={w.steps} current={w.index} />
          <WizardStep w={w} groups={groups} />
          <FormAlert error={w.formError} />
        </DialogContent>
        <DialogActions fluid>
          <Caption1 className={styles.muted}>{t('dataFile.wizard.enterHint')}</Caption1>
          <Button appearance="secondary" type="button" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          {w.index > 0 ? (
            <Button
              appearance="secondary"
              type="button"
              icon={<ArrowLeft20Regular />}
              onClick={w.back}
              data-testid="worksheet-wizard-back"
            >
              {t('dataFile.wizard.back')}
            </Button>
          ) : null}
          <Button
            appearance="primary"
            type="submit"
            ref={w.nextButton}
            disabledFocusable={!w.ready}
            icon={busy ? <Spinner size="tiny" /> : w.last ? undefined : <ArrowRight20Regular />}
            iconPosition="after"
            data-testid="worksheet-wizard-next"
          >
            {w.last ? t('dataFile.wizard.add') : t('dataFile.wizard.next')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

/** The step's own content: the source, the file's reading, the fields, or the update settings and name. */
function WizardStep({
  w,
  groups,
}: {
  w: ReturnType<typeof useAddWizard>;
  groups: readonly WorksheetGroup[] | undefined;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { step, uploaded } = w;
  return (
    <>
      {step === 'source' ? (
        <>
          <SourceChoiceCards value={w.choice} onChange={w.choose} />
          {w.choice === 'file' ? (
            <>
              <FileDrop
                state={w.upload.state}
                onFile={(file) => void w.upload.start(file)}
                onCancel={w.upload.cancel}
              />
              <FormAlert error={w.readingError} />
            </>
          ) : (
            <DatabasePicker draft={w.db} onChange={w.changeDb} error={w.dbError} />
          )}
        </>
      ) : null}
      {step === 'reading' && uploaded ? (
        <ReadingStep
          format={uploaded.format}
          reading={w.reading}
          onReading={w.setReading}
          inspection={w.inspection}
          busy={w.inspecting}
          error={w.readingError}
          titleRowError={w.titleRowError}
        />
      ) : null}
      {step === 'fields' ? (
        <>
          <Caption1 className={styles.hint}>{t('dataFile.fields.hint')}</Caption1>
          <FieldsEditor
            fields={w.fields}
            headers={w.choice === 'file' ? w.inspection?.headers : undefined}
            onChange={w.setFields}
          />
        </>
      ) : null}
      {step === 'update' ? (
        <>
          <NameAndGroup
            name={w.name}
            groupId={w.groupId}
            groups={groups}
            onName={w.setName}
            onGroup={w.setGroupId}
            nameError={w.nameError}
          />
          <UpdateSettingsForm
            kind={w.kind}
            update={w.update}
            onChange={w.setUpdate}
            fields={w.fields}
            issues={w.shownUpdateIssues}
          />
        </>
      ) : null}
    </>
  );
}
