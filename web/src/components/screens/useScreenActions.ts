import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import { useScreenCalls } from '../../api/screens';
import type { GroupItem } from '../../api/results';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import type { ScreenActions, ScreenDialog } from './ScreenListContext';

interface Deps {
  refresh: () => Promise<unknown>;
  setDialog: (dialog: ScreenDialog | null) => void;
  clearSelection: () => void;
}

/** The card and batch actions that need no dialog, and the ones that open one. */
export function useScreenActions({ refresh, setDialog, clearSelection }: Deps): ScreenActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const calls = useScreenCalls();
  return useMemo<ScreenActions>(
    () => ({
      open: (screen) => void navigate(`/screenEditor/${encodeURIComponent(screen._id)}`),
      copy: async (screen) => {
        try {
          const copy = await calls.copy(screen._id);
          notify('success', t('screenList.toast.copied', { name: copy.name }));
          await refresh();
        } catch (error) {
          reportError(error);
        }
      },
      move: async (screens: ScreenSummary[], group: GroupItem) => {
        const ids = screens.filter((screen) => screen.group !== group._id).map((screen) => screen._id);
        if (ids.length === 0) return;
        try {
          await calls.move(ids, group._id);
          notify('success', t('screenList.toast.moved', { count: ids.length, group: group.name }));
          clearSelection();
          await refresh();
        } catch (error) {
          reportError(error);
        }
      },
      exportScreens: async (screens) => {
        const first = screens[0];
        if (!first) return;
        try {
          const fallback = screens.length === 1 ? `${first.name}.zip` : `screens-${screens.length}.zip`;
          const filename = await calls.exportScreens(
            screens.map((screen) => screen._id),
            fallback,
          );
          notify('success', t('screenList.toast.exported', { filename }));
        } catch (error) {
          reportError(error);
        }
      },
      request: (dialog) => setDialog(dialog),
    }),
    [calls, navigate, refresh, setDialog, clearSelection, t],
  );
}
