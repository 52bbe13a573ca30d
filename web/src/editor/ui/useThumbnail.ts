import { useEffect } from 'react';
import type { EditorStore } from '../model/store';
import { useEditorCalls } from '../api/calls';
import { drawThumbnail } from './thumbnail';

const THROTTLE_MS = 60_000;

/** Sends a thumbnail after saves (at most once a minute) and when the editor closes. */
export function useThumbnail(store: EditorStore, screenId: string): void {
  const calls = useEditorCalls(screenId);
  useEffect(() => {
    let sentDoc = store.getSnapshot().doc;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const send = () => {
      timer = null;
      const { doc } = store.getSnapshot();
      if (doc === sentDoc) return;
      const image = drawThumbnail(doc);
      if (!image) return;
      sentDoc = doc;
      last = Date.now();
      void calls.thumbnail(image).catch(() => undefined);
    };
    const unsubscribe = store.subscribe(() => {
      const { status, doc } = store.getSnapshot();
      if (status !== 'saved' || doc === sentDoc || timer) return;
      timer = setTimeout(send, Math.max(2000, last + THROTTLE_MS - Date.now()));
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
      send();
    };
  }, [store, calls]);
}
