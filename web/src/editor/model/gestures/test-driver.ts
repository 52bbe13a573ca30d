import { emptyDocument, type Widget } from '../../../../../shared/screen/document';
import { EditorStore } from '../store';
import type { SyncTransport } from '../syncer';
import { CanvasGestures, type CanvasHit } from './canvas-gestures';
import type { GesturePointer } from './gesture';

type Modifiers = Omit<GesturePointer, 'x' | 'y'>;

const widget = (id: string, extra: Partial<Widget> = {}): Widget => ({
  id,
  type: 'kpi.number',
  attr: { globeStyle: { name: id } },
  style: {},
  data: {},
  events: [],
  locked: false,
  hidden: false,
  inner: false,
  ...extra,
});

const transport: SyncTransport = {
  append: async (items) => ({ saved: items.map((i) => ({ id: i.widget.id, revision: 1 })), conflicts: [] }),
  remove: async () => undefined,
  changeWidget: async (_w, r) => ({ revision: r + 1 }),
  locations: async (items) => ({
    saved: items.map((i) => ({ id: i.widgetId, revision: i.revision + 1 })),
    conflicts: [],
  }),
  config: async (_c, r) => ({ revision: r + 1 }),
};

/**
 * Canvas gestures on a real store, as a user does them (tldraw's TestEditor): pointers are
 * viewport pixels; at the start zoom is 1 and the canvas origin is the viewport's corner.
 * `down`/`to`/`up` are the window's pointer events, `press`/`drag`/`release` the widget layer's.
 */
export function gestureDriver() {
  const store = new EditorStore({
    document: emptyDocument({ grid: { spacing: 1, show: true } }),
    revisions: {},
    configRevision: 0,
    transport,
    schedule: () => () => undefined,
  });
  const gestures = new CanvasGestures(store);
  const api = {
    store,
    gestures,
    add(id: string, box: { x: number; y: number; w?: number; h?: number }, extra: Partial<Widget> = {}) {
      store.addWidget(widget(id, extra), {
        widgetId: id,
        x: box.x,
        y: box.y,
        w: box.w ?? 100,
        h: box.h ?? 100,
        z: 0,
        rotation: 0,
      });
      return api;
    },
    select(...ids: string[]) {
      store.select(ids);
      return api;
    },
    view(zoom: number, pan: { x: number; y: number }) {
      store.view.set({ zoom, pan });
      return api;
    },
    down(hit: CanvasHit, x: number, y: number, modifiers: Modifiers = {}, button = 0) {
      gestures.pointerDown(hit, { x, y, ...modifiers }, button);
      return api;
    },
    to(x: number, y: number, modifiers: Modifiers = {}) {
      gestures.pointerMove({ x, y, ...modifiers });
      return api;
    },
    up(x: number, y: number, modifiers: Modifiers = {}) {
      gestures.pointerUp({ x, y, ...modifiers });
      return api;
    },
    /** A press on a widget: the viewport's pointer-down, then the widget layer's drag start. */
    press(id: string, x: number, y: number, modifiers: Modifiers = {}) {
      gestures.pointerDown({ kind: 'widget', id }, { x, y, ...modifiers }, 0);
      gestures.pressWidget({ x, y, ...modifiers });
      return api;
    },
    drag(x: number, y: number, modifiers: Modifiers = {}) {
      gestures.dragWidget({ x, y, ...modifiers });
      return api;
    },
    release(x: number, y: number, modifiers: Modifiers = {}) {
      gestures.releaseWidget({ x, y, ...modifiers });
      return api;
    },
    escape() {
      gestures.cancel();
      return api;
    },
    layout(id: string) {
      return store.getSnapshot().doc.layout[id];
    },
    selection() {
      return store.getSnapshot().session.selection;
    },
    session() {
      return store.getSnapshot().session;
    },
  };
  return api;
}
