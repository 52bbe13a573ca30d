import { useState, type FormEvent } from 'react';
import { Button, Field, Input, makeStyles, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { Add16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { screenConfigSchema } from '../../../../../shared/screen/document.js';

const MAX_NAME = 50;
const MAX_GROUPS = 100;

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-end' },
  input: { flex: 1, minWidth: 0 },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  none: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type Problem = 'empty' | 'duplicate' | 'tooMany';

/** Why `name` cannot be added to `groups`, or null. */
function problemOf(name: string, groups: readonly string[]): Problem | null {
  if (!name) return 'empty';
  if (groups.includes(name)) return 'duplicate';
  if (groups.length >= MAX_GROUPS) return 'tooMany';
  // The document schema has the last word (the server validates with the same one).
  return screenConfigSchema.shape.commGroups.safeParse([...groups, name]).success ? null : 'tooMany';
}

/**
 * The screen's communication groups (docs/ARCHITECTURE.md#the-widget-runtime): named channels over which filters publish
 * values and the widgets of the same group listen. Add by name, remove with the tag's ×.
 */
export function CommGroupsField({
  groups,
  onChange,
}: {
  groups: readonly string[];
  onChange: (groups: string[]) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    const found = problemOf(name, groups);
    setProblem(found);
    if (found) return;
    onChange([...groups, name]);
    setDraft('');
  };
  return (
    <>
      <form className={styles.form} onSubmit={add}>
        <Field
          className={styles.input}
          label={t('editor.settings.commGroupName')}
          size="small"
          validationState={problem ? 'error' : 'none'}
          validationMessage={
            problem ? t(`editor.settings.commGroupProblems.${problem}`, { max: MAX_GROUPS }) : undefined
          }
        >
          <Input
            size="small"
            value={draft}
            maxLength={MAX_NAME}
            placeholder={t('editor.settings.commGroupPlaceholder')}
            onChange={(_, data) => {
              setDraft(data.value);
              setProblem(null);
            }}
          />
        </Field>
        <Button size="small" type="submit" icon={<Add16Regular />} aria-label={t('editor.settings.commGroupAdd')} />
      </form>
      {groups.length ? (
        <TagGroup
          className={styles.tags}
          aria-label={t('editor.settings.commGroups')}
          onDismiss={(_, data) => onChange(groups.filter((g) => g !== data.value))}
        >
          {groups.map((group) => (
            <Tag
              key={group}
              value={group}
              size="small"
              shape="circular"
              dismissible
              dismissIcon={{ 'aria-label': t('editor.settings.commGroupRemove', { name: group }) }}
            >
              {group}
            </Tag>
          ))}
        </TagGroup>
      ) : (
        <span className={styles.none}>{t('editor.settings.commGroupsNone')}</span>
      )}
    </>
  );
}
