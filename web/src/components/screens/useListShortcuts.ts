import { useEffect, useRef, type RefObject } from 'react';

interface Shortcuts {
  searchRef: RefObject<HTMLInputElement | null>;
  onDelete: () => void;
  onEscape: () => void;
}

const TEXT_INPUTS = /^(text|search|email|number|password|tel|url)$/i;

/** Whether keys go into a text field (a checkbox is an input, but nobody types in it). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    /^(textarea|select)$/i.test(target.tagName) ||
    (target instanceof HTMLInputElement && TEXT_INPUTS.test(target.type)));

/** `/` focuses search, Delete deletes the selection (after a confirm), Esc clears it. */
export function useListShortcuts({ searchRef, onDelete, onEscape }: Shortcuts) {
  const handlers = useRef({ onDelete, onEscape });
  handlers.current = { onDelete, onEscape };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // Dialogs and menus own their keys.
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      if (event.key === '/' && !typing(event.target)) {
        event.preventDefault();
        searchRef.current?.focus();
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && !typing(event.target)) {
        handlers.current.onDelete();
      } else if (event.key === 'Escape') {
        if (typing(event.target)) return;
        handlers.current.onEscape();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [searchRef]);
}
