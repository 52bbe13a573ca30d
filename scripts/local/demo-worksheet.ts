import { apiDefinitionSchema } from '../../shared/acts/data-api.js';
import { fileReadingSchema, updateSettingsSchema, worksheetTableName } from '../../shared/datasource/worksheet.js';
import { SAMPLE_APIS } from '../../shared/screen/templates/live.js';
import { addApi } from '../../functions/core/data-apis/manage.js';
import { inspectUpload } from '../../functions/core/worksheets/inspect.js';
import { runWorksheet } from '../../functions/core/worksheets/runs.js';
import { addWorksheet } from '../../functions/core/worksheets/worksheets.js';
import { newId } from '../../functions/lib/crypto/tokens.js';
import { getApiByPath } from '../../functions/lib/data/data-apis.js';
import { listWorksheets } from '../../functions/lib/data/worksheets.js';
import { assetKeys, putAsset } from '../../functions/lib/s3-objects.js';
import { worksheetServices } from '../../functions/worksheet/services.js';
import { seedDemoDashboard } from './demo-dashboard.js';
import { demoCaller, demoTenant } from './demo-databases.js';
import { SAMPLE_WORKSHEET, sampleSalesCsv } from './demo-worksheet-rows.js';

/**
 * The demo tenant's sample worksheet and the data APIs over it, made as a user makes
 * them: the CSV uploaded to the administrator's staging area, inspected, added (its first load
 * awaited here), then one direct API per view the templates draw from (live.ts SAMPLE_APIS),
 * then the screen "Chart this" drafts of it (demo-dashboard.ts). No database server is needed:
 * `npm start` shows real data from it out of the box.
 */
const revenue = 'round(sum(amount) / 10000, 1) AS revenue, count(*) AS orders';
const byColumn = (table: string, column: string) =>
  `SELECT ${column}, ${revenue}\nFROM ${table}\nGROUP BY ${column}\nORDER BY revenue DESC`;
const REVENUE_FIELDS = [
  { name: 'revenue', type: 'number', label: 'Revenue (10k)' },
  { name: 'orders', type: 'number', label: 'Orders' },
];

function sampleApis(table: string) {
  return [
    {
      name: 'sample_sales_monthly',
      path: SAMPLE_APIS.monthly,
      description: 'Revenue and orders per calendar month, the last 12 months of the sample worksheet',
      sql: `SELECT strftime(date_trunc('month', order_date), '%Y-%m') AS month, ${revenue}
FROM ${table}
WHERE order_date >= date_trunc('month', (SELECT max(order_date) FROM ${table})) - INTERVAL 11 MONTH
GROUP BY 1
ORDER BY 1`,
      fields: [{ name: 'month', type: 'string', label: 'Month' }, ...REVENUE_FIELDS],
    },
    ...(
      [
        [SAMPLE_APIS.byRegion, 'region', 'Region'],
        [SAMPLE_APIS.byProduct, 'product', 'Product'],
        [SAMPLE_APIS.byChannel, 'channel', 'Channel'],
      ] as const
    ).map(([path, column, label]) => ({
      name: `sample_sales_by_${column}`,
      path,
      description: `Revenue and orders per ${column} in the sample worksheet`,
      sql: byColumn(table, column),
      fields: [{ name: column, type: 'string', label }, ...REVENUE_FIELDS],
    })),
  ];
}

/** The sample worksheet's id: found, or made and loaded now. */
async function sampleWorksheet(owner: { tenantId: string; userId: string }): Promise<string> {
  const found = (await listWorksheets(owner.tenantId)).find((record) => record.name === SAMPLE_WORKSHEET.name);
  if (found) return found.worksheetId;
  const caller = demoCaller(owner);
  const key = assetKeys.upload(owner.tenantId, owner.userId, 'worksheet', newId(), SAMPLE_WORKSHEET.filename);
  await putAsset(key, Buffer.from(sampleSalesCsv(Date.now()), 'utf8'), 'text/csv');
  const reading = fileReadingSchema.parse({});
  const inspection = await inspectUpload(worksheetServices, caller, {
    upload_key: key,
    filename: SAMPLE_WORKSHEET.filename,
    reading,
  });
  const added = await addWorksheet(
    // The first load is awaited: the APIs below and the first screen need its rows.
    { ...worksheetServices, dispatch: async (event) => void (await runWorksheet(worksheetServices, event)) },
    caller,
    {
      name: SAMPLE_WORKSHEET.name,
      group_id: '',
      source: { kind: 'csv', upload_key: key, filename: SAMPLE_WORKSHEET.filename, reading },
      fields: inspection.fields,
      update: updateSettingsSchema.parse({ mode: 'none' }),
    },
    Date.now(),
  );
  return added._id;
}

/** Seeds the sample worksheet, its APIs and its drafted screen; never throws (a failure is one log line). */
export async function seedDemoWorksheet(log: (line: string) => void = console.log): Promise<void> {
  const owner = await demoTenant();
  if (!owner) return;
  try {
    const worksheetId = await sampleWorksheet(owner);
    const table = worksheetTableName(worksheetId);
    for (const api of sampleApis(table)) {
      if (await getApiByPath(owner.tenantId, api.path)) continue;
      const definition = apiDefinitionSchema.parse({ ...api, type: 'direct', worksheet_id: worksheetId });
      await addApi(demoCaller(owner), definition, Date.now());
    }
    await seedDemoDashboard(owner, worksheetId);
  } catch (error) {
    log(`Demo worksheet skipped: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}
