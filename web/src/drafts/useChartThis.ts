import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pickLanguage } from '../../../shared/errors/catalogue.js';
import { draftDashboard } from '../../../shared/screen/draft.js';
import { invalidateScreenLists } from '../api/screens';
import { useServices } from '../app/services';
import { worksheetDraftWidgets, worksheetShape } from './draftWidgets';

/**
 * "Chart this" on a worksheet: its preview's shape drafted into a dashboard (shared/screen/draft.ts)
 * on a new blank screen in the caller's default group, every widget bound to the worksheet, then
 * the editor opens on it. `busy` names the worksheet being drafted.
 */
export function useChartWorksheet(): {
  chart: (worksheet: { _id: string; name: string }) => Promise<void>;
  busy: string | null;
} {
  const { rpc } = useServices();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const chart = useCallback(
    async (worksheet: { _id: string; name: string }) => {
      setBusy(worksheet._id);
      try {
        const language = pickLanguage(i18n.language);
        const preview = await rpc.call('v1/worksheet/preview', { _id: worksheet._id });
        const groups = await rpc.call('v1/group/list', {});
        const group = groups.find((g) => g.default === 1) ?? groups[0];
        if (!group) return;
        const screen = await rpc.call('v1/screen/add', {
          group_id: group._id,
          name: worksheet.name,
          template: 'blank',
        });
        const shape = worksheetShape(preview);
        const drafts = draftDashboard(shape, {
          width: screen.width,
          height: screen.height,
          sampledRows: preview.rows.length,
        });
        const widgets = worksheetDraftWidgets(drafts, worksheet._id, shape, language);
        if (widgets.length > 0) await rpc.call('v1/screen/append_widget', { _id: screen._id, widgets });
        invalidateScreenLists();
        void navigate(`/screenEditor/${encodeURIComponent(screen._id)}`);
      } finally {
        setBusy(null);
      }
    },
    [rpc, navigate, i18n.language],
  );
  return { chart, busy };
}
