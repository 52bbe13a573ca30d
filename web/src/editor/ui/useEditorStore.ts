import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenDetail } from '../../../../shared/acts/results.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { useServices } from '../../app/services';
import { notify } from '../../app/notify';
import { currentLanguage } from '../../i18n';
import { createTransport } from '../api/transport';
import { CLIPBOARD_KEY, parseClipboard, randomId } from '../model/clipboard';
import { EditorStore } from '../model/store';
import type { EditorDialog } from './context';

/** One EditorStore per opened screen, wired to the server, localStorage and the page's dialogs. */
export function useEditorStore(screen: ScreenDetail) {
  const { rpc } = useServices();
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const store = useMemo(
    () =>
      new EditorStore({
        document: screen.document,
        revisions: screen.revisions,
        configRevision: screen.config_revision,
        transport: createTransport(rpc, screen._id),
        screenId: screen._id,
        newId: () => randomId(),
        clipboard: {
          read: () => parseClipboard(window.localStorage.getItem(CLIPBOARD_KEY)),
          write: (payload) => window.localStorage.setItem(CLIPBOARD_KEY, JSON.stringify(payload)),
        },
        onConflict: () => notify('warning', errorText(ErrorCode.REVISION_CONFLICT, currentLanguage())),
        onRefused: ({ code }) => notify('error', errorText(code, currentLanguage())),
        onEffect: (effect) => {
          if (effect === 'collect' || effect === 'copyToScreen' || effect === 'help') setDialog(effect);
        },
      }),
    [rpc, screen],
  );

  // Leaving the page with unsaved work: warn; leaving the route: save now.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!store.hasUnsavedChanges) return;
      event.preventDefault();
      event.returnValue = t('editor.status.pending');
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void store.flush();
    };
  }, [store, t]);

  return { store, dialog, setDialog };
}
