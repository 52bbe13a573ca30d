import { useMemo, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paintOrder } from '../../model/document';
import { layerTree } from '../../model/layerTree';
import { useEditor, useEditorState } from '../context';
import { LayerGroup } from './LayerGroup';
import { LayerRow } from './LayerRow';

const useStyles = makeStyles({
  list: {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    margin: 0,
    padding: `${tokens.spacingVerticalXS} 0`,
    listStyleType: 'none',
  },
  empty: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

const LAYER_TYPE = 'application/x-wallboard-layer';

/**
 * The paint order, top first: select, rename, hide, lock, and drag to reorder. Grouped widgets
 * sit under their group's node, which selects, renames and folds them together.
 */
export function LayersPanel() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { store } = useEditor();
  const widgets = useEditorState((s) => s.doc.widgets);
  const layout = useEditorState((s) => s.doc.layout);
  const config = useEditorState((s) => s.doc.config);
  const selection = useEditorState((s) => s.session.selection);
  const order = useMemo(() => paintOrder({ config, widgets, layout }), [config, widgets, layout]);
  const tree = useMemo(() => layerTree([...order].reverse(), widgets, config.groups), [order, widgets, config.groups]);
  const [over, setOver] = useState<string | null>(null);
  if (tree.length === 0) return <div className={styles.empty}>{t('editor.layers.empty')}</div>;
  const dropOn = (targetId: string, draggedId: string) => {
    if (targetId === draggedId) return;
    const ids = selection.includes(draggedId) ? selection : [draggedId];
    store.moveInOrder(ids, order.indexOf(targetId) + 1);
  };
  const row = (id: string, nested = false) => {
    const widget = widgets[id];
    if (!widget) return null;
    return (
      <LayerRow
        key={id}
        widget={widget}
        nested={nested}
        selected={selection.includes(id)}
        dropTarget={over === id}
        onSelect={(mode) => store.select([id], mode)}
        onDragStart={(event) => {
          event.dataTransfer.setData(LAYER_TYPE, id);
          event.dataTransfer.effectAllowed = 'move';
        }}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes(LAYER_TYPE)) return;
          event.preventDefault();
          setOver(id);
        }}
        onDragLeave={() => setOver((current) => (current === id ? null : current))}
        onDrop={(event) => {
          event.preventDefault();
          setOver(null);
          dropOn(id, event.dataTransfer.getData(LAYER_TYPE));
        }}
      />
    );
  };
  return (
    <ul className={styles.list} aria-label={t('editor.layers.list')} data-testid="layers">
      {tree.map((node) =>
        node.kind === 'widget' ? (
          row(node.id)
        ) : (
          <LayerGroup key={node.id} group={node} selected={node.members.every((id) => selection.includes(id))}>
            {node.members.map((id) => row(id, true))}
          </LayerGroup>
        ),
      )}
    </ul>
  );
}
