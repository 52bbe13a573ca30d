import { Input, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../shared/limits.js';

const useStyles = makeStyles({
  input: { flex: 1, minWidth: 0 },
});

interface LayerNameInputProps {
  name: string;
  /** A new name: trimmed, at most LIMITS.nameMaxLength, not empty and not the current one. */
  onRename: (next: string) => void;
  /** Editing ends (after a rename, on an unchanged name, or on Escape). */
  onClose: () => void;
}

/** The inline rename field of a Layers row or group: Enter or leaving it renames, Escape cancels. */
export function LayerNameInput({ name, onRename, onClose }: LayerNameInputProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const commit = (value: string) => {
    onClose();
    const next = value.trim().slice(0, LIMITS.nameMaxLength);
    if (next && next !== name) onRename(next);
  };
  return (
    <Input
      className={styles.input}
      size="small"
      autoFocus
      defaultValue={name}
      aria-label={t('editor.layers.rename')}
      onBlur={(event) => commit(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit((event.target as HTMLInputElement).value);
        if (event.key === 'Escape') onClose();
      }}
    />
  );
}
