import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ScreenDetail } from '../../../../shared/acts/results.js';
import type { CommandEffect } from '../model/command-types';
import type { EditorDocument } from '../model/document';
import type { EditorSnapshot, EditorStore } from '../model/store';
import type { ThumbnailKeeper } from '../thumbnail/keeper';

/** What every part of the editor page shares: the store, the screen, the dialogs and the screen's picture. */
export interface EditorContextValue {
  store: EditorStore;
  screen: ScreenDetail;
  /** Opens a dialog a command asked for (collect, copy to screen, help), the history or publish. */
  open: (dialog: EditorDialog) => void;
  /** The screen's picture for its card, redrawn after saves (useThumbnail). */
  thumbnails: ThumbnailKeeper<EditorDocument>;
}

export type EditorDialog = Extract<CommandEffect, 'collect' | 'copyToScreen' | 'help'> | 'history' | 'publish';

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside the editor');
  return value;
}

/**
 * A slice of the store's snapshot; the component re-renders only when the slice changes
 * (by identity), so pick primitives or objects the store keeps (a widget, a layout entry).
 */
export function useEditorState<T>(select: (snapshot: EditorSnapshot) => T): T {
  const { store } = useEditor();
  return useSyncExternalStore(store.subscribe, () => select(store.getSnapshot()));
}

export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
