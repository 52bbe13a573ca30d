import type { Language } from '../../shared/errors/catalogue.js';
import { draftDashboard } from '../../shared/screen/draft.js';
import { worksheetDraftWidgets, worksheetShape } from '../../shared/screen/draft-worksheet.js';
import { awsStore } from '../../functions/core/store/aws-store.js';
import { appendWidgets } from '../../functions/core/screens/editor.js';
import { groupsWithCounts } from '../../functions/core/screens/groups.js';
import { previewOf } from '../../functions/core/worksheets/data.js';
import { requireWorksheet } from '../../functions/core/worksheets/worksheets.js';
import { addFromTemplate, namesInGroup } from '../../functions/core/screens/screens.js';
import { newId } from '../../functions/lib/crypto/tokens.js';
import { apiIdsByPath } from '../../functions/lib/data/data-apis.js';
import { getUser } from '../../functions/lib/data/users.js';
import { worksheetServices } from '../../functions/worksheet/services.js';
import { demoCaller } from './demo-databases.js';

/**
 * The demo tenant's drafted dashboard: what "Chart this" makes of the sample worksheet, made the
 * same way (its preview's shape drafted by shared/screen/draft.ts, bound by
 * shared/screen/draft-worksheet.ts) on a blank screen in the administrator's default group, so
 * `npm start` opens on a screen of real numbers. Like the app's drafts it is not published.
 */
export const DEMO_DASHBOARD: { name: string; language: Language } = { name: 'Sales overview', language: 'en' };

/** Seeds the drafted screen over the sample worksheet unless the default group has one of its name. */
export async function seedDemoDashboard(
  owner: { tenantId: string; userId: string },
  worksheetId: string,
): Promise<void> {
  const caller = demoCaller(owner);
  const now = Date.now();
  const groups = await groupsWithCounts(awsStore, caller, DEMO_DASHBOARD.language, now);
  const group = groups.find((g) => g.default === 1) ?? groups[0];
  if (!group || (await namesInGroup(awsStore, caller, group._id)).has(DEMO_DASHBOARD.name)) return;
  const preview = await previewOf(worksheetServices, await requireWorksheet(caller, worksheetId));
  const screen = await addFromTemplate(
    awsStore,
    caller,
    { group_id: group._id, name: DEMO_DASHBOARD.name, template: 'blank' },
    DEMO_DASHBOARD.language,
    now,
    apiIdsByPath,
    (await getUser(owner.userId))?.screenTheme,
  );
  const shape = worksheetShape(preview);
  const drafts = draftDashboard(shape, {
    width: screen.width,
    height: screen.height,
    sampledRows: preview.rows.length,
  });
  const widgets = worksheetDraftWidgets(drafts, worksheetId, shape, () => `w_${newId()}`);
  if (widgets.length > 0) await appendWidgets(awsStore, caller, screen._id, widgets, now);
}
