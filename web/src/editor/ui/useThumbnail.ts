import { useEffect, useState } from 'react';
import type { ScreenDetail } from '../../../../shared/acts/results.js';
import { invalidateScreenLists } from '../../api/screens';
import type { EditorDocument } from '../model/document';
import type { EditorStore } from '../model/store';
import { useEditorCalls } from '../api/calls';
import { ThumbnailKeeper } from '../thumbnail/keeper';
import { editorCanvas, renderThumbnail } from '../thumbnail/render';
import { dataUrlBytes } from '../thumbnail/size';

/** Quiet time after a save before the screen is drawn: a burst of edits makes one picture. */
const SAVED_DELAY_MS = 1500;

/** The User Timing entry each drawing leaves (its detail: bytes, width, height), for measurement. */
export const THUMBNAIL_MEASURE = 'wallboard:thumbnail';

/** Draws the canvas as it is now, or null when the editor's canvas is not on the page. */
export async function drawEditorCanvas(doc: EditorDocument): Promise<string | null> {
  const world = editorCanvas();
  if (!world) return null;
  const picture = await renderThumbnail(world, doc.config);
  if (!picture) return null;
  performance.measure(THUMBNAIL_MEASURE, {
    start: performance.now() - picture.ms,
    duration: picture.ms,
    detail: { bytes: dataUrlBytes(picture.image), width: picture.width, height: picture.height },
  });
  return picture.image;
}

/**
 * The screen's picture for its card: drawn from the canvas after saves (debounced, in the
 * background) and on the first open of a screen without one (a screen just made from a
 * template), sent to the server, and the screen lists told to refetch.
 */
export function useThumbnail(store: EditorStore, screen: ScreenDetail): ThumbnailKeeper<EditorDocument> {
  const calls = useEditorCalls(screen._id);
  const [keeper] = useState(
    () =>
      new ThumbnailKeeper<EditorDocument>(
        {
          current: () => store.getSnapshot().doc,
          render: () => drawEditorCanvas(store.getSnapshot().doc),
          upload: async (image) => {
            await calls.thumbnail(image);
            invalidateScreenLists();
          },
          delayMs: SAVED_DELAY_MS,
        },
        screen.thumb ? store.getSnapshot().doc : null,
      ),
  );
  useEffect(() => {
    if (!screen.thumb) keeper.saved(store.getSnapshot().doc);
    const unsubscribe = store.subscribe(() => {
      const { status, doc } = store.getSnapshot();
      if (status === 'saved') keeper.saved(doc);
    });
    return () => {
      unsubscribe();
      keeper.cancel();
    };
  }, [store, keeper, screen.thumb]);
  return keeper;
}
