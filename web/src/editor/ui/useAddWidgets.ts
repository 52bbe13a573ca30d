import { useCallback, type DragEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isRpcError } from '../../api/errors';
import { notify } from '../../app/notify';
import { newWidget, widgetDefinition } from '../../widgets/registry';
import { useFavouriteCalls } from '../api/calls';
import { nextZ, randomId, remapItems, type ClipboardItem } from '../model/clipboard';
import { boundingBox, freeSpot } from '../model/geometry';
import type { EditorStore } from '../model/store';
import { toCanvas } from '../model/view';
import { useEditor } from './context';

/** What the palette and the favourites put on a drag (a custom type, so other drops are ignored). */
export const DRAG_TYPE = 'application/x-wallboard-widget';
export type DragPayload = { kind: 'widget'; type: string } | { kind: 'favourite'; id: string; name: string };

/** Adds palette widgets and favourites, by click (centre of the view) or by drop (where dropped). */
export function useAddWidgets() {
  const { t } = useTranslation();
  const { store, screen } = useEditor();
  const favourites = useFavouriteCalls();

  const nameFor = useCallback(
    (type: string) => {
      const definition = widgetDefinition(type);
      const base = definition ? t(definition.labelKey) : type;
      const count = Object.values(store.getSnapshot().doc.widgets).filter((w) => w.type === type).length;
      return count ? `${base} ${count + 1}` : base;
    },
    [store, t],
  );

  const viewCentre = useCallback(() => {
    const { session } = store.getSnapshot();
    return toCanvas(session, { x: session.viewport.width / 2, y: session.viewport.height / 2 });
  }, [store]);

  /** A palette widget where it was dropped, or by click in the free space nearest the view's centre. */
  const addWidget = useCallback(
    (type: string, dropped?: { x: number; y: number }) => {
      const { widget, layout } = newWidget(type, randomId(), nameFor(type), dropped ?? viewCentre());
      if (dropped) return store.addWidget(widget, layout);
      const { doc } = store.getSnapshot();
      const hidden = new Set(Object.values(doc.widgets).flatMap((w) => (w.hidden ? [w.id] : [])));
      const taken = Object.values(doc.layout).filter((entry) => !hidden.has(entry.widgetId));
      const spot = freeSpot(layout, layout, taken, { w: doc.config.width, h: doc.config.height });
      store.addWidget(widget, { ...layout, ...spot });
    },
    [store, nameFor, viewCentre],
  );

  const addFavourite = useCallback(
    async (id: string, name: string, at = viewCentre()) => {
      try {
        // Fetched for this screen: new widget ids under which the server keeps the sources' headers (shown masked) for the append.
        const favourite = await favourites.get(id, screen._id);
        store.insert(placeAround(store, favourite.widgets, at), 'editor.commands.add');
        notify('success', t('editor.favourites.added', { name }));
      } catch (error) {
        if (!isRpcError(error) || !error.handled)
          notify('error', isRpcError(error) ? error.message : t('errors.actionFailed'));
      }
    },
    [favourites, store, screen._id, t, viewCentre],
  );

  return { addWidget, addFavourite };
}

/** A favourite's widgets (the server gave them new ids), with new group ids, their bounding box centred on `at`. */
function placeAround(
  store: EditorStore,
  items: readonly ClipboardItem[],
  at: { x: number; y: number },
): ClipboardItem[] {
  const bounds = boundingBox(items.map((i) => i.layout)) ?? { x: 0, y: 0, w: 0, h: 0 };
  const offset = { dx: Math.round(at.x - bounds.x - bounds.w / 2), dy: Math.round(at.y - bounds.y - bounds.h / 2) };
  return remapItems(items, {
    newId: () => randomId(),
    keepWidgetIds: true,
    offset,
    baseZ: nextZ(store.getSnapshot().doc),
  });
}

/** The viewport's drop target for palette widgets and favourites. */
export function useDropOnCanvas(viewport: RefObject<HTMLDivElement | null>) {
  const { store } = useEditor();
  const { addWidget, addFavourite } = useAddWidgets();
  return {
    onDragOver(event: DragEvent) {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    async onDrop(event: DragEvent) {
      const raw = event.dataTransfer.getData(DRAG_TYPE);
      if (!raw) return;
      event.preventDefault();
      const rect = viewport.current?.getBoundingClientRect();
      const at = toCanvas(store.getSnapshot().session, {
        x: event.clientX - (rect?.left ?? 0),
        y: event.clientY - (rect?.top ?? 0),
      });
      const payload = JSON.parse(raw) as DragPayload;
      if (payload.kind === 'widget') addWidget(payload.type, at);
      else await addFavourite(payload.id, payload.name, at);
    },
  };
}
