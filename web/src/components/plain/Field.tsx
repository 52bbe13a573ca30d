import { useId, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { errorText } from '../../i18n/errorTexts';
import { usePreferences } from '../../app/services';
import { CheckmarkCircle16Filled, ErrorCircle12Filled } from './icons';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  label: { ...typographyStyles.subtitle2, color: tokens.colorNeutralForeground1 },
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXS },
  message: {
    ...typographyStyles.caption1,
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
    '& > svg': { flexShrink: 0, marginTop: '2px' },
  },
  hint: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  success: { color: tokens.colorPaletteGreenForeground1 },
});

/** What a field gives its control: the ids and states that tie it to the label and message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-required': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** A catalogue code: its text in the current language is the field's message. */
  error?: number | undefined;
  success?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** The control, given the props that tie it to the label and the message. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control and a catalogue-coded message, in the UI kit's large field look. */
export function Field({ label, error, success, hint, required, className, children }: FieldProps) {
  const styles = useStyles();
  const { language } = usePreferences();
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const message = error !== undefined ? errorText(error, language) : success;
  const described = [message ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={mergeClasses(styles.root, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-required': required || undefined,
        'aria-describedby': described || undefined,
      })}
      {message ? (
        <div
          id={messageId}
          className={mergeClasses(styles.message, error !== undefined ? styles.error : styles.success)}
          role={error !== undefined ? 'alert' : undefined}
        >
          {error !== undefined ? <ErrorCircle12Filled /> : <CheckmarkCircle16Filled />}
          <span>{message}</span>
        </div>
      ) : null}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
