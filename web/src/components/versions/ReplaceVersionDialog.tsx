import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { routeError, type FormError } from '../../forms/formError';
import { useActionButtonStyles } from '../common/buttonStyles';
import { FormAlert } from '../common/FormAlert';
import { FormField } from '../common/FormField';

const useStyles = makeStyles({
  surface: { maxWidth: '520px' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
  },
});

export interface ReplaceVersionDialogProps {
  screenName: string;
  versionName: string;
  onReplace: (typedName: string) => Promise<void>;
  onClose: () => void;
}

/** Replace the development content with a version: irreversible, so the screen's name is typed to confirm. */
export function ReplaceVersionDialog({ screenName, versionName, onReplace, onClose }: ReplaceVersionDialogProps) {
  const styles = { ...useStyles(), ...useActionButtonStyles() };
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<number | undefined>();
  const [formError, setFormError] = useState<FormError | null>(null);
  const matches = typed.trim() === screenName;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!matches) return setFieldError(ErrorCode.VERSION_CONFIRM_MISMATCH);
    setBusy(true);
    setFormError(null);
    try {
      await onReplace(typed.trim());
      onClose();
    } catch (error) {
      const routed = routeError(error, { [ErrorCode.VERSION_CONFIRM_MISMATCH]: 'name' }, ['name'] as const);
      setFieldError(routed.fields.name);
      setFormError(routed.form);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => (d.open || busy ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="replace-dialog">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('versions.replace.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <MessageBar intent="warning">
                <MessageBarBody>{t('versions.replace.body', { version: versionName })}</MessageBarBody>
              </MessageBar>
              <FormField label={t('versions.replace.label', { name: screenName })} error={fieldError}>
                <Input
                  name="confirm-screen-name"
                  value={typed}
                  autoComplete="off"
                  placeholder={screenName}
                  onChange={(_, d) => {
                    setTyped(d.value);
                    setFieldError(undefined);
                  }}
                />
              </FormField>
              <FormAlert error={formError} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" type="button" className={styles.button} disabled={busy} onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                appearance="primary"
                type="submit"
                className={mergeClasses(styles.button, matches && styles.danger)}
                disabledFocusable={busy || !matches}
                icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
              >
                {t('versions.replace.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
