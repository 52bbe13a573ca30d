import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Location } from 'react-router-dom';
import { ConfirmDialog } from '../components/common/ConfirmDialog';

/** Whether going from one location to another leaves what the guard protects. */
export type Leaves = (from: Location, to: Location) => boolean;

/** Another page, or the same page with other search parameters. */
const anotherLocation: Leaves = (from, to) => from.pathname !== to.pathname || from.search !== to.search;

export interface UnsavedGuard {
  /** Runs `leave` at once when nothing is unsaved; otherwise asks first and runs it on "Discard". */
  confirm: (leave: () => void) => void;
  /** Lets the next navigation through unasked (the work was just saved, the render has not caught up). */
  release: () => void;
  /** The question, to render where the guarded form is. */
  dialog: ReactNode;
}

/**
 * Asks before unsaved work is dropped: when the app navigates away (a link, the back button,
 * another item of the same page: `leaves` says which locations count), when the tab is closed or
 * reloaded (the browser's own `beforeunload` question), and when the form's own close is used
 * (`confirm`). The one question of the app for it, in the app's confirm dialog.
 */
export function useUnsavedGuard(dirty: boolean, leaves: Leaves = anotherLocation): UnsavedGuard {
  const { t } = useTranslation();
  const dirtyNow = useRef(dirty);
  // After every render: `release` holds only until the form's state has caught up.
  useEffect(() => {
    dirtyNow.current = dirty;
  });
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        dirtyNow.current && leaves(currentLocation, nextLocation),
      [leaves],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const confirm = useCallback((leave: () => void) => {
    if (dirtyNow.current) setPending({ leave });
    else leave();
  }, []);
  const release = useCallback(() => {
    dirtyNow.current = false;
  }, []);

  const blocked = blocker.state === 'blocked';
  // The answer given: the dialog's close after "Discard" must not also reset the navigation.
  const decided = useRef(false);
  const dialog = (
    <ConfirmDialog
      open={blocked || pending !== null}
      title={t('common.unsaved.title')}
      confirmLabel={t('common.unsaved.confirm')}
      danger
      onConfirm={() => {
        decided.current = true;
        dirtyNow.current = false;
        if (blocker.state === 'blocked') blocker.proceed();
        else pending?.leave();
        return Promise.resolve();
      }}
      onClose={() => {
        if (!decided.current && blocker.state === 'blocked') blocker.reset();
        decided.current = false;
        setPending(null);
      }}
      testId="unsaved-dialog"
    >
      {t('common.unsaved.body')}
    </ConfirmDialog>
  );
  return { confirm, release, dialog };
}
