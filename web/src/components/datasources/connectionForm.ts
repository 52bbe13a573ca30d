import { datasourceAddArgs, type DatasourceSummary } from '../../../../shared/acts/datasource.js';
import { SQL_LIMITS, type ConnectionSettingsInput } from '../../../../shared/datasource/connection.js';
import {
  CONNECTION_FIELDS,
  DB_TYPE_INFO,
  type ConnectionField,
  type DbType,
} from '../../../../shared/datasource/types.js';
import { ErrorCode, type ErrorCodeValue } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import { fieldErrors } from '../../../../shared/validation/issues.js';

/**
 * The connection form's state and how it becomes the settings `v1/datasource/add`, `change` and
 * `test` take: text inputs hold strings, the schema of shared/ decides what is valid.
 */
type TextField = Exclude<ConnectionField, 'tls'>;

export type ConnectionFormValues = Record<TextField, string> & { name: string; type: DbType; tls: boolean };

/** What the form can put an error on: the name and every settings field. */
export type FormFieldName = 'name' | ConnectionField;
export type ConnectionFieldCodes = Partial<Record<FormFieldName, ErrorCodeValue>>;

const TEXT_FIELDS = CONNECTION_FIELDS.filter((field): field is TextField => field !== 'tls');

/** Empty values of a new connection of a type: its default port and, for Oracle, its first mode. */
export function newConnectionValues(type: DbType): ConnectionFormValues {
  const blank = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>;
  const info = DB_TYPE_INFO[type];
  return {
    ...blank,
    name: '',
    type,
    port: String(info.defaultPort),
    mode: info.modes?.[0] ?? '',
    timeoutSeconds: String(SQL_LIMITS.timeoutDefaultSeconds),
    tls: false,
  };
}

/** The form of a stored connection: its settings, secrets empty (an empty secret keeps the stored one). */
export function storedConnectionValues(summary: DatasourceSummary): ConnectionFormValues {
  const { settings } = summary;
  const text = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, field === 'password' || field === 'keyPem' ? '' : String(settings[field])]),
  ) as Record<TextField, string>;
  return { ...text, name: summary.name, type: summary.type, tls: settings.tls };
}

/**
 * Another type picked: the port follows the type unless the user typed their own, and a mode
 * the new type does not offer gives way to its first one.
 */
export function switchType(values: ConnectionFormValues, type: DbType): ConnectionFormValues {
  const before = DB_TYPE_INFO[values.type];
  const after = DB_TYPE_INFO[type];
  const ownPort = values.port.trim() !== '' && values.port.trim() !== String(before.defaultPort);
  const modes = after.modes;
  return {
    ...values,
    type,
    port: ownPort ? values.port : String(after.defaultPort),
    mode: modes ? (modes.includes(values.mode) ? values.mode : (modes[0] ?? '')) : '',
  };
}

/** Whether a field applies to the type (DB_TYPE_INFO lists them in order). */
export function showsField(type: DbType, field: ConnectionField): boolean {
  return DB_TYPE_INFO[type].fields.includes(field);
}

/** A whole number as typed, or NaN (which the schema refuses) for anything else. */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The settings the acts take: only the fields the type uses, the others left to their defaults. */
export function toSettings(values: ConnectionFormValues): ConnectionSettingsInput {
  const settings: ConnectionSettingsInput = {
    type: values.type,
    server: values.server,
    port: wholeNumber(values.port),
  };
  for (const field of DB_TYPE_INFO[values.type].fields) {
    if (field === 'port' || field === 'server') continue;
    if (field === 'tls') settings.tls = values.tls;
    else if (field === 'timeoutSeconds') settings.timeoutSeconds = wholeNumber(values.timeoutSeconds);
    else settings[field] = values[field];
  }
  return settings;
}

/**
 * The catalogue code per field the server would answer, from the act's own schema. Its
 * per-type rule (required fields, Oracle's modes) only runs once the rest passes, so the same
 * rule is applied here at once: every empty required field shows together with the others.
 */
export function validateConnection(values: ConnectionFormValues): ConnectionFieldCodes {
  const codes: ConnectionFieldCodes = {};
  const input = { name: connectionName(values), settings: toSettings(values) };
  const result = datasourceAddArgs.safeParse(input);
  if (result.success) return codes;
  for (const { path, code } of fieldErrors(result.error, input)) {
    const field = (path.startsWith('settings.') ? path.slice('settings.'.length) : path) as FormFieldName;
    if (codes[field] === undefined) codes[field] = code;
  }
  const info = DB_TYPE_INFO[values.type];
  for (const field of info.required) {
    const value = field === 'tls' ? 'set' : values[field];
    if (value.trim() === '' && codes[field] === undefined) codes[field] = ErrorCode.PARAMS_INCOMPLETE;
  }
  if (info.modes && !info.modes.includes(values.mode) && codes.mode === undefined)
    codes.mode = ErrorCode.PARAMS_INCOMPLETE;
  return codes;
}

/**
 * The name a connection is saved under: the one typed, else `database@host` (cut to the name's
 * length), so a connection needs no name to be made. '' while there is neither.
 */
export function connectionName(values: ConnectionFormValues): string {
  const typed = values.name.trim();
  if (typed !== '') return typed;
  const target = (values.database || values.sid).trim();
  const host = values.server.trim();
  return (target && host ? `${target}@${host}` : host).slice(0, LIMITS.nameMaxLength);
}

/** `host:port/database` as the list shows it (IPv6 literals in brackets). */
export function connectionAddress(settings: { server: string; port: number; database: string; sid: string }): string {
  const host =
    settings.server.includes(':') && !settings.server.startsWith('[') ? `[${settings.server}]` : settings.server;
  const target = settings.database || settings.sid;
  return `${host}:${settings.port}${target ? `/${target}` : ''}`;
}
