import type { AttrMigrations } from './attr-steps.js';

/**
 * Version 2: a KPI stored before aggregates names `first`, the value it has always shown, so that
 * only the schema's default decides for KPIs written without one.
 */
export const kpiAttrMigrations: AttrMigrations = [
  { to: 2, up: (attr) => (attr.aggregate === undefined ? { ...attr, aggregate: 'first' } : attr) },
];
