import { useState, type FormEvent } from 'react';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { worksheetChangeArgs, type WorksheetDetail, type WorksheetGroup } from '../../../../shared/acts/worksheet.js';
import type { UpdateSettings, WorksheetField } from '../../../../shared/datasource/worksheet.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { fieldErrors } from '../../../../shared/validation/issues.js';
import { isRpcError } from '../../api/errors';
import { useWorksheetActions, useWorksheetDetail } from '../../api/worksheets';
import { usePreferences } from '../../app/services';
import type { FormError } from '../../forms/formError';
import { FormAlert } from '../common/FormAlert';
import { FieldsEditor } from './FieldsEditor';
import { fieldNameIssues, trimmedFields } from './fieldChecks';
import { NameAndGroup } from './NameAndGroup';
import { updateIssues } from './updateSettings';
import { UpdateSettingsForm } from './UpdateSettingsForm';
import { FormDialog, FormDialogBody } from '../common/FormDialog';

const useStyles = makeStyles({
  surface: { width: '880px', maxWidth: 'calc(100vw - 48px)' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxHeight: '68vh',
    overflow: 'auto',
  },
  heading: { margin: 0 },
  center: { display: 'grid', placeItems: 'center', minHeight: '240px' },
});

/** Name, group, field names and types, and update settings of one worksheet (`v1/worksheet/change`). */
export function EditDialog({
  id,
  groups,
  onClose,
  onSaved,
}: {
  id: string | null;
  groups: readonly WorksheetGroup[] | undefined;
  onClose: () => void;
  onSaved: (detail: WorksheetDetail) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const detail = useWorksheetDetail(id);
  return (
    <FormDialog
      open={id !== null}
      busy={busy}
      onClose={onClose}
      surfaceClassName={styles.surface}
      testId="worksheet-edit"
    >
      {detail.data && detail.data._id === id ? (
        <EditForm
          key={detail.data.updated_at}
          detail={detail.data}
          groups={groups}
          busy={busy}
          setBusy={setBusy}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : (
        <DialogBody>
          <DialogTitle>{t('dataFile.edit.title')}</DialogTitle>
          <DialogContent>
            {detail.error ? (
              <FormAlert
                error={{
                  code: isRpcError(detail.error) ? detail.error.code : -1,
                  message: isRpcError(detail.error) ? detail.error.message : t('errors.actionFailed'),
                  intent: 'error',
                }}
              />
            ) : (
              <div className={styles.center}>
                <Spinner label={t('dataFile.edit.loading')} />
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </DialogBody>
      )}
    </FormDialog>
  );
}

function EditForm({
  detail,
  groups,
  busy,
  setBusy,
  onClose,
  onSaved,
}: {
  detail: WorksheetDetail;
  groups: readonly WorksheetGroup[] | undefined;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
  onSaved: (detail: WorksheetDetail) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const actions = useWorksheetActions();
  const [name, setName] = useState(detail.name);
  const [groupId, setGroupId] = useState(detail.group_id);
  const [fields, setFields] = useState<WorksheetField[]>(detail.fields);
  const [update, setUpdate] = useState<UpdateSettings>(detail.update);
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<FormError | null>(null);
  const issues = tried ? updateIssues(update, detail.source.kind) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setFormError(null);
    const input = { _id: detail._id, name: name.trim(), group_id: groupId, fields: trimmedFields(fields), update };
    const checked = worksheetChangeArgs.safeParse(input);
    if (fieldNameIssues(fields).size > 0 || Object.keys(updateIssues(update, detail.source.kind)).length > 0) return;
    if (!checked.success) {
      const code = fieldErrors(checked.error, input)[0]?.code ?? ErrorCode.PARAMS_INCOMPLETE;
      setFormError({ code, message: errorText(code, language), intent: 'error' });
      return;
    }
    setBusy(true);
    try {
      const saved = await actions.change(input);
      setBusy(false);
      onSaved(saved);
    } catch (error) {
      setBusy(false);
      setFormError(
        isRpcError(error)
          ? { code: error.code, message: error.message, intent: error.handled ? 'warning' : 'error' }
          : { code: -1, message: t('errors.actionFailed'), intent: 'error' },
      );
    }
  };

  return (
    <FormDialogBody
      title={t('dataFile.edit.title')}
      busy={busy}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={t('dataFile.edit.save')}
      submitTestId="worksheet-edit-save"
      contentClassName={styles.content}
    >
      <Subtitle2 as="h3" className={styles.heading}>
        {t('dataFile.edit.general')}
      </Subtitle2>
      <NameAndGroup
        name={name}
        groupId={groupId}
        groups={groups}
        onName={setName}
        onGroup={setGroupId}
        nameError={tried && name.trim() === '' ? ErrorCode.NAME_INVALID : undefined}
      />
      <Subtitle2 as="h3" className={styles.heading}>
        {t('dataFile.edit.fields')}
      </Subtitle2>
      <FieldsEditor fields={fields} onChange={setFields} />
      <Subtitle2 as="h3" className={styles.heading}>
        {t('dataFile.edit.update')}
      </Subtitle2>
      <UpdateSettingsForm
        kind={detail.source.kind}
        update={update}
        onChange={setUpdate}
        fields={fields}
        issues={issues}
      />
      <FormAlert error={formError} />
    </FormDialogBody>
  );
}
