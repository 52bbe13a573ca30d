import { useState } from 'react';
import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../shared/limits.js';
import { screenNameRule } from '../../../../../shared/screen/document.js';
import { isRpcError } from '../../../api/errors';
import { notify } from '../../../app/notify';
import { useEditorCalls } from '../../api/calls';
import { useEditor } from '../context';

const useStyles = makeStyles({
  input: {
    width: '220px',
    backgroundColor: 'transparent',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorNeutralBackground3 },
  },
});

/** The screen's name, edited in place: Enter or leaving the field saves, Escape reverts. */
export function ScreenNameField() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { screen } = useEditor();
  const calls = useEditorCalls(screen._id);
  const [saved, setSaved] = useState(screen.name);
  const [value, setValue] = useState(screen.name);
  const commit = async () => {
    const name = value.trim();
    if (name === saved) return setValue(saved);
    if (!screenNameRule.safeParse(name).success) {
      setValue(saved);
      return;
    }
    try {
      const result = await calls.rename(name);
      setSaved(result.name);
      setValue(result.name);
      document.title = result.name;
    } catch (error) {
      setValue(saved);
      if (!isRpcError(error) || !error.handled)
        notify('error', isRpcError(error) ? error.message : t('errors.actionFailed'));
    }
  };
  return (
    <Input
      className={styles.input}
      appearance="filled-lighter"
      aria-label={t('editor.top.name')}
      value={value}
      maxLength={LIMITS.nameMaxLength}
      onChange={(_, data) => setValue(data.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
        if (event.key === 'Escape') {
          setValue(saved);
          (event.target as HTMLInputElement).blur();
        }
      }}
    />
  );
}
