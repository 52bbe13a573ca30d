import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import {
  Button,
  Caption1,
  Card,
  makeStyles,
  mergeClasses,
  Subtitle2,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { DocumentAdd20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { licenseUpdateArgs, type LicenseStatus } from '../../../../shared/acts/license.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import { firstErrorCode } from '../../../../shared/validation/issues.js';
import { useUpdateLicense } from '../../api/license';
import { notify } from '../../app/notify';
import { FormAlert } from '../common/FormAlert';
import { FormField } from '../common/FormField';
import { SubmitButton } from '../plain/SubmitButton';
import { routeError, type FormError } from '../../forms/formError';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  drop: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
  },
  dragging: { border: `2px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  choose: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  text: { fontFamily: tokens.fontFamilyMonospace },
});

/** A licence file is text; a file much larger than the longest one is not read at all. */
const MAX_FILE_BYTES = LIMITS.license.fileMaxChars * 4;

/** The administrator's upload: drop or choose a `.lic` file, or paste its text; Submit. */
export function LicenceUploadForm({ onUpdated }: { onUpdated: (status: LicenseStatus) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const update = useUpdateLicense();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<number | undefined>();
  const [formError, setFormError] = useState<FormError | null>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);

  const edit = (next: string) => {
    setText(next);
    setFieldError(undefined);
    setFormError(null);
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFieldError(ErrorCode.LICENSE_INVALID);
      return;
    }
    edit(await file.text());
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void readFile(event.dataTransfer.files[0]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { license: text };
    const checked = licenseUpdateArgs.safeParse(input);
    if (!checked.success) {
      setFieldError(firstErrorCode(checked.error, input));
      return;
    }
    setBusy(true);
    try {
      const status = await update(checked.data.license);
      edit('');
      notify('success', t('licence.updated'));
      onUpdated(status);
    } catch (error) {
      const routed = routeError(error, {}, ['license'] as const);
      setFieldError(routed.fields.license);
      setFormError(routed.form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Subtitle2 as="h2">{t('licence.uploadTitle')}</Subtitle2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="licence-form">
        <div
          className={mergeClasses(styles.drop, dragging && styles.dragging)}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="licence-drop"
        >
          <div className={styles.choose}>
            <Button icon={<DocumentAdd20Regular />} onClick={() => fileInput.current?.click()}>
              {t('licence.chooseFile')}
            </Button>
            <Caption1 className={styles.muted}>{t('licence.dropHint')}</Caption1>
            <input
              ref={fileInput}
              type="file"
              accept=".lic,.txt,text/plain"
              hidden
              aria-label={t('licence.chooseFile')}
              data-testid="licence-file"
              onChange={(event) => {
                void readFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
          <FormField label={t('licence.pasteLabel')} error={fieldError} required>
            <Textarea
              value={text}
              onChange={(_, data) => edit(data.value)}
              rows={5}
              resize="vertical"
              textarea={{ className: styles.text, spellCheck: false }}
              placeholder="WBL1.…"
              data-testid="licence-text"
            />
          </FormField>
        </div>
        <FormAlert error={formError} />
        <SubmitButton busy={busy} busyLabel={t('licence.submitting')} testId="licence-submit">
          {t('licence.submit')}
        </SubmitButton>
      </form>
    </Card>
  );
}
