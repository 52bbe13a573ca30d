import { useEffect } from 'react';
import { commandForShortcut, shortcutOf } from '../model/commands';
import type { EditorStore } from '../model/store';
import { isMac } from './context';

/** Typing in a field, or working in a dialog or menu, is not a canvas shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return Boolean(target.closest('[role="dialog"], [role="menu"], [role="listbox"]'));
}

/** Keyboard shortcuts of the registry, on the whole editor page (Escape also cancels a gesture). */
export function useShortcuts(store: EditorStore): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      if (event.key === 'Escape' && store.getSnapshot().dragging) {
        store.cancelDrag();
        event.preventDefault();
        return;
      }
      const command = commandForShortcut(shortcutOf(event, isMac), store.context());
      if (command && store.run(command)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
