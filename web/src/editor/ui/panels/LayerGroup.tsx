import { memo, useState, type ReactNode } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDown16Regular, ChevronRight16Regular, Group20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { renameGroup, type LayerNode } from '../../model/layerTree';
import { useEditor } from '../context';
import { LayerNameInput } from './LayerNameInput';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    height: '32px',
    padding: `0 ${tokens.spacingHorizontalS} 0 ${tokens.spacingHorizontalXS}`,
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  pick: {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '100%',
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'start',
    cursor: 'default',
  },
  icon: { flexShrink: 0, color: tokens.colorBrandForeground1 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  count: { flexShrink: 0, color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  members: { margin: 0, padding: 0, listStyleType: 'none' },
});

interface LayerGroupProps {
  group: Extract<LayerNode, { kind: 'group' }>;
  /** Every member is selected. */
  selected: boolean;
  /** The member rows. */
  children: ReactNode;
}

/**
 * A group in the Layers panel: a named node (double-click renames it) that selects all its
 * members, and folds or unfolds the list of them.
 */
export const LayerGroup = memo(function LayerGroup({ group, selected, children }: LayerGroupProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { store } = useEditor();
  const [open, setOpen] = useState(true);
  const [editing, setEditing] = useState(false);
  const name = group.name ?? t('editor.layers.group', { number: group.number });
  const rename = (next: string) =>
    store.updateConfig(
      (config) => ({ ...config, groups: renameGroup(config.groups, group.id, next) }),
      'editor.commands.rename',
    );
  return (
    <li data-layer-group={group.id}>
      <div className={mergeClasses(styles.head, selected && styles.selected)} data-selected={selected}>
        <Button
          size="small"
          appearance="transparent"
          icon={open ? <ChevronDown16Regular /> : <ChevronRight16Regular />}
          aria-expanded={open}
          aria-label={t(open ? 'editor.layers.collapse' : 'editor.layers.expand', { name })}
          onClick={() => setOpen(!open)}
        />
        {editing ? (
          <LayerNameInput name={name} onRename={rename} onClose={() => setEditing(false)} />
        ) : (
          <button
            type="button"
            className={styles.pick}
            aria-pressed={selected}
            onClick={(event) =>
              store.select(group.members, event.shiftKey || event.ctrlKey || event.metaKey ? 'add' : 'replace')
            }
            onDoubleClick={() => setEditing(true)}
          >
            <Group20Regular className={styles.icon} />
            <span className={styles.name}>{name}</span>
            <span className={styles.count}>{group.members.length}</span>
          </button>
        )}
      </div>
      {open ? (
        <ul className={styles.members} aria-label={name}>
          {children}
        </ul>
      ) : null}
    </li>
  );
});
