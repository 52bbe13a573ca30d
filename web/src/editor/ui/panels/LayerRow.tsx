import { memo, useState, type DragEvent } from 'react';
import { Button, makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import {
  Eye16Regular,
  EyeOff16Regular,
  LinkSquare16Regular,
  LockClosed16Regular,
  LockOpen16Regular,
  Question16Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../../../shared/screen/document.js';
import { widgetDefinition } from '../../../widgets/registry';
import { useEditor } from '../context';
import { LayerNameInput } from './LayerNameInput';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    height: '32px',
    padding: `0 ${tokens.spacingHorizontalS} 0 ${tokens.spacingHorizontalM}`,
    borderTop: '2px solid transparent',
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
    ':hover .layer-actions': { opacity: 1 },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  nested: { paddingLeft: tokens.spacingHorizontalXXXL },
  target: { borderTop: `2px solid ${tokens.colorBrandStroke1}` },
  hidden: { opacity: 0.5 },
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
    textAlign: 'start',
    cursor: 'default',
  },
  icon: { flexShrink: 0, color: tokens.colorBrandForeground1 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actions: { display: 'flex', opacity: 0, transitionProperty: 'opacity', transitionDuration: tokens.durationFaster },
  pinned: { opacity: 1 },
});

interface LayerRowProps {
  widget: Widget;
  selected: boolean;
  dropTarget: boolean;
  /** Shown under its group's node (indented). */
  nested?: boolean;
  onSelect: (mode: 'replace' | 'toggle') => void;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent) => void;
}

/** One layer: its type icon and name (double-click renames), hide and lock toggles. */
export const LayerRow = memo(function LayerRow({
  widget,
  selected,
  dropTarget,
  nested = false,
  onSelect,
  ...drag
}: LayerRowProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { store } = useEditor();
  const [editing, setEditing] = useState(false);
  const name = widget.attr.globeStyle.name;
  const Icon = widgetDefinition(widget.type)?.icon ?? Question16Regular;
  const toggle = (flag: 'hidden' | 'locked') =>
    store.updateWidget(
      widget.id,
      (w) => ({ ...w, [flag]: !w[flag] }),
      `editor.commands.${flag === 'hidden' ? (widget.hidden ? 'show' : 'hide') : widget.locked ? 'unlock' : 'lock'}`,
    );
  const rename = (next: string) =>
    store.updateWidget(
      widget.id,
      (w) => ({ ...w, attr: { ...w.attr, globeStyle: { ...w.attr.globeStyle, name: next } } }),
      'editor.commands.rename',
    );
  return (
    <li
      className={mergeClasses(
        styles.row,
        nested && styles.nested,
        selected && styles.selected,
        dropTarget && styles.target,
        widget.hidden && styles.hidden,
      )}
      draggable={!editing}
      data-layer-id={widget.id}
      aria-selected={selected}
      {...drag}
    >
      {editing ? (
        <LayerNameInput name={name} onRename={rename} onClose={() => setEditing(false)} />
      ) : (
        <button
          type="button"
          className={styles.pick}
          onClick={(event) => onSelect(event.shiftKey || event.ctrlKey || event.metaKey ? 'toggle' : 'replace')}
          onDoubleClick={() => setEditing(true)}
        >
          <Icon className={styles.icon} />
          <span className={styles.name}>{name}</span>
          {widget.groupId && !nested ? <LinkSquare16Regular aria-label={t('editor.layers.grouped')} /> : null}
        </button>
      )}
      <span
        className={mergeClasses('layer-actions', styles.actions, (widget.hidden || widget.locked) && styles.pinned)}
      >
        <Tooltip
          content={t(widget.hidden ? 'editor.layers.show' : 'editor.layers.hide', { name })}
          relationship="label"
        >
          <Button
            size="small"
            appearance="transparent"
            icon={widget.hidden ? <EyeOff16Regular /> : <Eye16Regular />}
            onClick={() => toggle('hidden')}
          />
        </Tooltip>
        <Tooltip
          content={t(widget.locked ? 'editor.layers.unlock' : 'editor.layers.lock', { name })}
          relationship="label"
        >
          <Button
            size="small"
            appearance="transparent"
            icon={widget.locked ? <LockClosed16Regular /> : <LockOpen16Regular />}
            onClick={() => toggle('locked')}
          />
        </Tooltip>
      </span>
    </li>
  );
});
