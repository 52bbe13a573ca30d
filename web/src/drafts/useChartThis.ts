import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pickLanguage } from '../../../shared/errors/catalogue.js';
import { invalidateScreenLists } from '../api/screens';
import { useServices } from '../app/services';
import type { ChartTarget } from './draftScreen';
import { readWallChoice } from './wallChoice';

/**
 * "Chart this": the target's shape drafted into a dashboard (shared/screen/draft.ts) on a new
 * blank screen of the chosen wall size and theme in the caller's default group, every widget bound
 * (to the worksheet, to data APIs made for the table, or to the data API itself), then the editor
 * opens on it. `busy` names the target being drafted.
 */
export function useChartThis(): {
  chart: (target: ChartTarget) => Promise<void>;
  busy: string | null;
} {
  const { rpc, store } = useServices();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const chart = useCallback(
    async (target: ChartTarget) => {
      const key = keyOf(target);
      setBusy(key);
      try {
        const language = pickLanguage(i18n.language);
        const choice = readWallChoice(store.get('draftWall'));
        // The drafting code (the widget registry among it) loads with the first draft, not with the page.
        const { draftScreen } = await import('./draftScreen');
        const screenId = await draftScreen(rpc, target, choice, language);
        if (screenId === null) return;
        invalidateScreenLists();
        void navigate(`/screenEditor/${encodeURIComponent(screenId)}`);
      } finally {
        setBusy(null);
      }
    },
    [rpc, store, navigate, i18n.language],
  );
  return { chart, busy };
}

/** The name `busy` gives a target. */
export const keyOf = (target: ChartTarget): string =>
  target.kind === 'table' ? `${target.connection._id}\u0000${target.ref.schema}\u0000${target.ref.table}` : target.id;
