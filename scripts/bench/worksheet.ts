import { run as runQueryBench } from './worksheet-query.js';

/**
 * `npm run bench:worksheet`: the import bench (files → Parquet, worksheet-import.ts), then the
 * group-by bench over a worksheet of 1,000,000 rows (worksheet-query.ts).
 */
await import('./worksheet-import.js');
await runQueryBench();
