import { useState, type FormEvent } from 'react';
import { Field, Input, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { favouriteName, type FavouriteState } from '../../../../../shared/acts/favourite.js';
import { errorText } from '../../../i18n/errorTexts';
import { LIMITS } from '../../../../../shared/limits.js';
import { firstErrorCode } from '../../../../../shared/validation/issues.js';
import { isRpcError } from '../../../api/errors';
import { notify } from '../../../app/notify';
import { currentLanguage } from '../../../i18n';
import { useFavouriteCalls } from '../../api/calls';
import { clipboardOf } from '../../model/clipboard';
import { useEditor } from '../context';
import { FormDialog, FormDialogBody } from '../../../components/common/FormDialog';

const useStyles = makeStyles({
  surface: { maxWidth: '440px' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalS,
  },
});

/** Collect: saves the selection as a favourite, for me or for the whole workspace. */
export function CollectDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { store, screen } = useEditor();
  const calls = useFavouriteCalls();
  const [{ doc, session }] = useState(() => store.getSnapshot());
  const [name, setName] = useState(() => doc.widgets[session.selection[0] ?? '']?.attr.globeStyle.name ?? '');
  const [state, setState] = useState<FavouriteState>('personal');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = name.trim();
    const checked = favouriteName.safeParse(input);
    if (!checked.success) return setError(errorText(firstErrorCode(checked.error, input), currentLanguage()));
    setBusy(true);
    try {
      await calls.add(checked.data, state, clipboardOf(doc, session.selection, screen._id).items, screen._id);
      notify('success', t('editor.collect.done'));
      void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('v1/template/'));
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(isRpcError(failure) ? failure.message : t('errors.actionFailed'));
    }
  };
  return (
    <FormDialog open busy={busy} onClose={onClose} surfaceClassName={styles.surface} testId="collect-dialog">
      <FormDialogBody
        title={t('editor.collect.title')}
        busy={busy}
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={t('editor.collect.submit')}
        contentClassName={styles.content}
      >
        <Field
          label={t('editor.collect.name')}
          validationMessage={error ?? undefined}
          validationState={error ? 'error' : 'none'}
        >
          <Input
            autoFocus
            value={name}
            maxLength={LIMITS.nameMaxLength}
            onChange={(_, data) => (setName(data.value), setError(null))}
          />
        </Field>
        <Field label={t('editor.collect.visibility')}>
          <RadioGroup value={state} onChange={(_, data) => setState(data.value as FavouriteState)}>
            <Radio value="personal" label={t('editor.collect.personal')} />
            <Radio value="public" label={t('editor.collect.public')} />
          </RadioGroup>
        </Field>
      </FormDialogBody>
    </FormDialog>
  );
}
