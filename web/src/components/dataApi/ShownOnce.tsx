import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Copy16Regular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { isRpcError } from '../../api/errors';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';

/**
 * What the API token and push channel dialogs share: a secret shown once with its copy button,
 * and the name form that creates the item holding it.
 */
const useStyles = makeStyles({
  secret: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalS,
  },
  secretText: {
    flex: 1,
    margin: 0,
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    userSelect: 'all',
  },
});

/** A secret (or a command holding one, `block`) and the button that copies it. */
export function SecretLine({
  value,
  block = false,
  testId,
  copyLabel,
  copiedText,
}: {
  value: string;
  block?: boolean;
  testId: string;
  copyLabel: string;
  copiedText: string;
}) {
  const styles = useStyles();
  const Text = block ? 'pre' : 'code';
  return (
    <div className={styles.secret}>
      <Text className={styles.secretText} data-testid={testId}>
        {value}
      </Text>
      <Button
        icon={<Copy16Regular />}
        onClick={() => void navigator.clipboard.writeText(value).then(() => notify('success', copiedText), reportError)}
      >
        {copyLabel}
      </Button>
    </div>
  );
}

/**
 * The name form that adds an item: checked with the act's own schema before it is sent, the
 * server's NAME_INVALID shown on the field, any other failure reported; `added` gets the answer.
 */
export function useNameForm<T>(
  valid: (name: string) => boolean,
  add: (name: string) => Promise<T>,
  added: (item: T) => void,
) {
  const [name, setName] = useState('');
  const [error, setError] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const change = (value: string) => {
    setName(value);
    setError(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!valid(name)) {
      setError(ErrorCode.NAME_INVALID);
      return;
    }
    setBusy(true);
    try {
      added(await add(name.trim()));
      change('');
    } catch (failure) {
      if (isRpcError(failure) && failure.code === ErrorCode.NAME_INVALID) setError(failure.code);
      else reportError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { name, error, busy, change, submit };
}
