import { DB_TYPE_DESCRIPTORS, ENGINE_DESCRIPTORS } from './engines/index.js';
import type { DbType, DbTypeDescriptor, EngineDescriptor, EngineType } from './engines/descriptor.js';

/**
 * The database types, their engines and their forms, read from the descriptors of
 * shared/datasource/engines/ (one module per type: docs/datasources.md, CONTRIBUTING.md "Add a
 * database type"). A type whose engine is null has no driver in this deployment: the form says
 * why, and `v1/datasource/test` answers DATABASE_TYPE_UNAVAILABLE rather than pretending.
 */
export {
  CONNECTION_FIELDS,
  DB_TYPES,
  ENGINE_TYPES,
  type ConnectionField,
  type DbType,
  type EngineType,
} from './engines/descriptor.js';

export type DbTypeInfo = DbTypeDescriptor;

/** Each database type's descriptor: label, port, fields, engine, badge, hints. */
export const DB_TYPE_INFO: Readonly<Record<DbType, DbTypeInfo>> = DB_TYPE_DESCRIPTORS;

/** The engine that runs queries of this type, or null when none is wired in this deployment. */
export function engineOf(type: DbType): EngineType | null {
  return DB_TYPE_INFO[type].engine;
}

/** Whether queries of this type run in this deployment. */
export function hasEngine(type: DbType): boolean {
  return engineOf(type) !== null;
}

/** What the engine of `type` is and supports, or null for a type without one. */
export function engineInfoOf(type: DbType): EngineDescriptor | null {
  const engine = engineOf(type);
  return engine === null ? null : ENGINE_DESCRIPTORS[engine];
}

/** What an engine is and supports (its statements' language and syntax, its editor dialect). */
export function engineInfo(engine: EngineType): EngineDescriptor {
  return ENGINE_DESCRIPTORS[engine];
}
