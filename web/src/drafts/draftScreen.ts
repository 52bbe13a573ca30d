import type { DatasourceSummary } from '../../../shared/acts/datasource.js';
import { engineInfoOf, engineOf } from '../../../shared/datasource/types.js';
import { ErrorCode, type Language } from '../../../shared/errors/catalogue.js';
import type { LayoutEntry, Widget } from '../../../shared/screen/document.js';
import { draftDashboard } from '../../../shared/screen/draft.js';
import { worksheetDraftWidgets, worksheetShape } from '../../../shared/screen/draft-worksheet.js';
import { shapeOf } from '../../../shared/widgets/field-shape.js';
import { isRpcError } from '../api/errors';
import { randomId } from '../editor/model/clipboard';
import type { RpcClient } from '../api/rpc';
import { answerRows, apiDraftWidgets } from './apiDrafts';
import { apiNameFor, planTableApis, tableDraftWidgets, type TableRef } from './tableDrafts';
import { pathFromName } from '../components/dataApi/apiForm';
import type { WallChoice } from './wallChoice';

/** What "Chart this" drafts a dashboard of: a worksheet, a table of a connection, or a data API. */
export type ChartTarget =
  | { kind: 'worksheet'; id: string; name: string }
  | { kind: 'table'; connection: DatasourceSummary; ref: TableRef }
  | { kind: 'api'; id: string; name: string };

/** How many numbered names a drafted data API tries when its name or path is taken. */
const NAME_ATTEMPTS = 9;

type Drafted = (size: { width: number; height: number }) => Promise<{ widget: Widget; layout: LayoutEntry }[]>;

/** Makes the screen and its widgets; the screen's id, or null when the caller has no group. */
export async function draftScreen(
  rpc: RpcClient,
  target: ChartTarget,
  choice: WallChoice,
  language: Language,
): Promise<string | null> {
  const draft =
    target.kind === 'worksheet'
      ? await worksheetDraft(rpc, target)
      : target.kind === 'table'
        ? await tableDraft(rpc, target, language)
        : await apiDraft(rpc, target, language);
  const groups = await rpc.call('v1/group/list', {});
  const group = groups.find((g) => g.default === 1) ?? groups[0];
  if (!group) return null;
  const screen = await rpc.call('v1/screen/add', {
    group_id: group._id,
    name: target.kind === 'table' ? target.ref.table : target.name,
    template: 'blank',
    ...(choice.size ? { size: choice.size } : {}),
    ...(choice.theme ? { theme: choice.theme } : {}),
  });
  const widgets = await draft({ width: screen.width, height: screen.height });
  if (widgets.length > 0) await rpc.call('v1/screen/append_widget', { _id: screen._id, widgets });
  return screen._id;
}

async function worksheetDraft(rpc: RpcClient, target: Extract<ChartTarget, { kind: 'worksheet' }>): Promise<Drafted> {
  const preview = await rpc.call('v1/worksheet/preview', { _id: target.id });
  const shape = worksheetShape(preview);
  return async (size) => {
    const drafts = draftDashboard(shape, { ...size, sampledRows: preview.rows.length });
    return worksheetDraftWidgets(drafts, target.id, shape, randomId);
  };
}

/**
 * A table's draft: its first rows tell the shape; each reading the draft needs becomes a data API
 * of the connection, named after the table (numbered when the name or path is taken).
 */
async function tableDraft(
  rpc: RpcClient,
  target: Extract<ChartTarget, { kind: 'table' }>,
  language: Language,
): Promise<Drafted> {
  const { connection, ref } = target;
  const dialect = engineOf(connection.type);
  if (dialect === null || !engineInfoOf(connection.type)?.supports.drafts)
    throw new Error(`No SQL engine for ${connection.type}`);
  const preview = await rpc.call('v1/datasource/preview', { _id: connection._id, ...ref });
  const rows = preview.rows.map((row) =>
    Object.fromEntries(preview.columns.map((column, index) => [column.name, row[index]])),
  );
  const shape = shapeOf(
    rows,
    preview.columns.map((column) => column.name),
  );
  return async (size) => {
    const drafts = draftDashboard(shape, { ...size, sampledRows: rows.length });
    const plan = planTableApis(drafts, ref, dialect);
    const ids = new Map<string, string>();
    for (const api of plan.apis) ids.set(api.key, await addApi(rpc, connection._id, ref.table, api.suffix, api.sql));
    return tableDraftWidgets(drafts, plan, ids, language);
  };
}

/**
 * A data API's draft: it runs once with its parameters' defaults, and the rows of its answer (where
 * the widgets' mapping reads them, for a proxy API's JSON) tell the shape; every widget reads it.
 */
async function apiDraft(
  rpc: RpcClient,
  target: Extract<ChartTarget, { kind: 'api' }>,
  language: Language,
): Promise<Drafted> {
  const answer = await rpc.call('v1/api/run', { _id: target.id, values: {} });
  const { path, rows } = answerRows(answer.data);
  const shape = shapeOf(
    rows,
    answer.columns.map((column) => column.name),
  );
  return (size) =>
    Promise.resolve(apiDraftWidgets(shape, { ...size, sampledRows: rows.length }, target.id, path, language));
}

async function addApi(
  rpc: RpcClient,
  datasourceId: string,
  table: string,
  suffix: string,
  sql: string,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const name = apiNameFor(table, suffix, attempt);
    try {
      const detail = await rpc.call('v1/api/add', {
        definition: { name, path: pathFromName(name), type: 'direct', datasource_id: datasourceId, sql },
      });
      return detail._id;
    } catch (error) {
      const taken =
        isRpcError(error) &&
        (error.code === ErrorCode.API_NAME_DUPLICATE || error.code === ErrorCode.API_PATH_DUPLICATE);
      if (!taken || attempt >= NAME_ATTEMPTS) throw error;
    }
  }
}
