import { describe, expect, it } from 'vitest';
import type { WorksheetTable } from '../contract.js';
import { engineFor, type EngineSettings } from './engine-for.js';

const table = (bytes: number): WorksheetTable => ({
  tenantId: 't',
  worksheetId: 'w',
  name: 'ws_w',
  keys: ['worksheets/t/w/g/part.parquet'],
  fields: [],
  bytes,
  generation: 'g',
});
const onAws: EngineSettings = {
  onAws: true,
  athenaWorkgroup: 'wallboard',
  athenaMinBytes: 1000,
  glueDatabasePrefix: 'wallboard_ws',
  assetsBucket: 'assets',
};

describe('engineFor', () => {
  it('runs worksheets past athenaMinBytes in all on Athena, on AWS with a workgroup', () => {
    expect(engineFor([table(600), table(400)], onAws).kind).toBe('athena');
    expect(engineFor([table(999)], onAws).kind).toBe('duckdb');
  });

  it('runs everything on DuckDB off AWS or without a workgroup', () => {
    expect(engineFor([table(10_000)], { ...onAws, onAws: false }).kind).toBe('duckdb');
    expect(engineFor([table(10_000)], { ...onAws, athenaWorkgroup: '' }).kind).toBe('duckdb');
  });
});
