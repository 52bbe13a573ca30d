import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Caption1,
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
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { Add16Regular, Copy16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import { isRpcError } from '../../api/errors';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { EntityTable, type EntityActionsColumn, type EntityColumn } from './EntityTable';
import { FormField } from './FormField';

/**
 * A dialog of named items that each hold a secret (API tokens, push channels): an intro, the
 * secret of the item just made (or renewed) shown once with its copy buttons, the name form that
 * makes one, and the items' table with each row's actions. The caller draws the columns, the
 * actions and their dialogs.
 */

const useStyles = makeStyles({
  surface: { width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flex: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
  tableWrap: { maxHeight: '320px', overflow: 'auto' },
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
export interface SecretLineProps {
  value: string;
  block?: boolean;
  testId: string;
  copyLabel: string;
  copiedText: string;
}

export function SecretLine({ value, block = false, testId, copyLabel, copiedText }: SecretLineProps) {
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

/** The item just made or renewed: its secret, shown this once, with its copy buttons. */
function ShownSecretBar({ secret }: { secret: ShownSecret }) {
  return (
    <MessageBar intent="warning" layout="multiline" data-testid={secret.testId}>
      <MessageBarBody>
        <MessageBarTitle>{secret.title}</MessageBarTitle>
        {secret.body}
        {secret.lines.map((line) => (
          <SecretLine key={line.testId} {...line} />
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}

/** What the dialog shows of the item whose secret is shown once. */
export interface ShownSecret {
  testId: string;
  title: string;
  body: string;
  lines: readonly SecretLineProps[];
}

export interface SecretTokensDialogProps<T extends { _id: string }, S> {
  open: boolean;
  onClose: () => void;
  testId: string;
  /** The surface's width. */
  surfaceClassName: string;
  title: string;
  intro: string;
  empty: string;
  list: { data?: T[]; error?: unknown };
  /** How many items there may be: the form's button is disabled at that count. */
  max: number;
  form: {
    label: string;
    placeholder: string;
    submit: string;
    nameTestId: string;
    submitTestId: string;
    /** The act's own schema accepts the name. */
    valid: (name: string) => boolean;
    add: (name: string) => Promise<S>;
  };
  /** The item whose secret is shown, until the dialog closes or the item goes. */
  shown: S | null;
  onShown: (item: S | null) => void;
  secret: (shown: S) => ShownSecret;
  rowTestId: string;
  columns: readonly EntityColumn<T>[];
  actions: EntityActionsColumn<T>;
  /** The rows' dialogs (rename, renew, remove). */
  children?: ReactNode;
}

export function SecretTokensDialog<T extends { _id: string }, S>(props: SecretTokensDialogProps<T, S>) {
  const { open, list, shown, onShown } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const form = useNameForm(props.form.valid, props.form.add, onShown);
  const close = () => {
    onShown(null);
    props.onClose();
  };
  const secret = shown === null ? null : props.secret(shown);

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface className={mergeClasses(styles.surface, props.surfaceClassName)} data-testid={props.testId}>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Caption1 className={styles.muted}>{props.intro}</Caption1>
            {secret ? <ShownSecretBar secret={secret} /> : null}
            <form className={styles.add} onSubmit={(event) => void form.submit(event)}>
              <FormField label={props.form.label} error={form.error} className={styles.grow}>
                <Input
                  value={form.name}
                  maxLength={LIMITS.nameMaxLength}
                  placeholder={props.form.placeholder}
                  onChange={(_, data) => form.change(data.value)}
                  data-testid={props.form.nameTestId}
                />
              </FormField>
              <Button
                type="submit"
                appearance="primary"
                size="large"
                icon={form.busy ? <Spinner size="tiny" appearance="inverted" /> : <Add16Regular />}
                disabled={(list.data?.length ?? 0) >= props.max}
                data-testid={props.form.submitTestId}
              >
                {props.form.submit}
              </Button>
            </form>
            {list.error ? (
              <MessageBar intent="error">
                <MessageBarBody>
                  {isRpcError(list.error) ? list.error.message : t('errors.actionFailed')}
                </MessageBarBody>
              </MessageBar>
            ) : !list.data ? (
              <Spinner size="small" label={t('common.loading')} />
            ) : list.data.length === 0 ? (
              <Caption1 className={styles.muted}>{props.empty}</Caption1>
            ) : (
              <div className={styles.tableWrap}>
                <EntityTable
                  look="plain"
                  size="small"
                  items={list.data}
                  rowTestId={props.rowTestId}
                  columns={props.columns}
                  actions={props.actions}
                />
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('common.close')}</Button>
          </DialogActions>
        </DialogBody>
        {props.children}
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The name form that adds an item: checked with the act's own schema before it is sent, the
 * server's NAME_INVALID shown on the field, any other failure reported; `added` gets the answer.
 */
function useNameForm<T>(valid: (name: string) => boolean, add: (name: string) => Promise<T>, added: (item: T) => void) {
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
