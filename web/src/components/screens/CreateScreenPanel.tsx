import { useRef, useState, type FormEvent } from 'react';
import { Body1, Button, Caption1, Input, makeStyles, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import { Add20Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { screenAddArgs } from '../../../../shared/acts/screen.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import type { ScreenTemplate } from '../../../../shared/screen/templates/build.js';
import { isRpcError } from '../../api/errors';
import { usePreferences } from '../../app/services';
import type { FormError } from '../../forms/formError';
import { FormAlert } from '../common/FormAlert';
import { FormField } from '../common/FormField';
import { TemplatePreview } from './TemplatePreview';

const useStyles = makeStyles({
  panel: {
    position: 'sticky',
    top: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    boxShadow: tokens.shadow8,
  },
  preview: {
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  specs: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground3,
    fontVariantNumeric: 'tabular-nums',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const nameCode = (value: string) =>
  screenAddArgs.shape.name.safeParse(value).success ? undefined : ErrorCode.NAME_INVALID;

interface Props {
  template: ScreenTemplate;
  groupName: string | null;
  name: string;
  onName: (value: string) => void;
  onCreate: (name: string) => Promise<void>;
}

/** The chosen template, larger, with the new screen's name and the create button. */
export function CreateScreenPanel({ template, groupName, name, onName, onCreate }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { language } = usePreferences();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<number | undefined>();
  const [formError, setFormError] = useState<FormError | null>(null);
  const document = template.documents[language];
  const { width, height } = document.config;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const code = nameCode(name);
    if (code !== undefined) {
      setError(code);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onCreate(name.trim());
    } catch (failure) {
      setBusy(false);
      if (isRpcError(failure) && failure.fields.some((field) => field.path === 'name'))
        setError(ErrorCode.NAME_INVALID);
      else if (isRpcError(failure))
        setFormError({ code: failure.code, message: failure.message, intent: failure.handled ? 'warning' : 'error' });
      else setFormError({ code: -1, message: t('errors.actionFailed'), intent: 'error' });
    }
  };

  return (
    <aside className={styles.panel} aria-label={t('createScreen.selected')}>
      <div className={styles.preview}>
        <TemplatePreview document={document} padding={8} title={template.name[language]} />
      </div>
      <div className={styles.text}>
        <Subtitle1 as="h2" className={styles.heading}>
          {template.name[language]}
        </Subtitle1>
        <Body1 className={styles.muted}>{template.description[language]}</Body1>
        <Caption1 className={styles.specs}>
          <span>{t('createScreen.size', { width, height })}</span>
          <span>
            {document.layout.length === 0
              ? t('createScreen.blank')
              : t('createScreen.widgets', { count: document.layout.length })}
          </span>
        </Caption1>
      </div>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t('createScreen.nameLabel')}
          required
          error={error}
          hint={groupName ? t('createScreen.inGroup', { group: groupName }) : undefined}
        >
          <Input
            ref={input}
            name="name"
            value={name}
            maxLength={LIMITS.nameMaxLength}
            onChange={(_, data) => {
              onName(data.value);
              setError(undefined);
            }}
            contentAfter={
              <Caption1 className={styles.muted}>
                {name.length}/{LIMITS.nameMaxLength}
              </Caption1>
            }
          />
        </FormField>
        <FormAlert error={formError} />
        <Button
          type="submit"
          appearance="primary"
          size="large"
          icon={busy ? <Spinner size="tiny" appearance="inverted" /> : <Add20Filled />}
          disabledFocusable={busy}
          aria-busy={busy}
          data-testid="create-screen-submit"
        >
          {busy ? t('createScreen.creating') : t('createScreen.create')}
        </Button>
      </form>
    </aside>
  );
}
