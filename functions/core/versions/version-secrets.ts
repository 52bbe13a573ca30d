import * as z from 'zod';
import { migrate } from '../../../shared/screen/migrations/index.js';
import type { VersionSecrets } from '../../../shared/screen/publish.js';
import {
  dataBindingSchema,
  type ApiBinding,
  type HttpBinding,
  type WorksheetBinding,
} from '../../../shared/widgets/data.js';
import { fail } from '../../lib/errors.js';
import { privateKeys } from '../../lib/s3-objects.js';
import type { Store, VersionReads } from '../store/store.js';

/**
 * What publishing takes out of a version (shared/screen/publish.ts: the request headers of its
 * HTTP sources), kept by the server as a private object beside the version — in the assets
 * bucket, which no CDN path serves — and given back to those sources on the server only, when a
 * shared screen's widget asks for its data. Versions published before secrets were kept have
 * none: their sources go out without headers, as their documents say.
 */
const secretsSchema = z.object({ headers: z.record(z.string(), z.record(z.string(), z.string())) });
const NONE: VersionSecrets = { headers: {} };

export async function writeVersionSecrets(
  store: Store,
  tenantId: string,
  screenId: string,
  versionId: string,
  secrets: VersionSecrets,
): Promise<void> {
  if (Object.keys(secrets.headers).length === 0) return;
  await store.putPrivateJson(privateKeys.versionSecrets(tenantId, screenId, versionId), secrets);
}

export async function readVersionSecrets(
  store: VersionReads,
  tenantId: string,
  screenId: string,
  versionId: string,
): Promise<VersionSecrets> {
  const parsed = secretsSchema.safeParse(
    await store.readPrivateJson(privateKeys.versionSecrets(tenantId, screenId, versionId)),
  );
  return parsed.success ? parsed.data : NONE;
}

export async function deleteVersionSecrets(
  store: Store,
  tenantId: string,
  screenId: string,
  versionId: string,
): Promise<void> {
  await store.deleteAsset(privateKeys.versionSecrets(tenantId, screenId, versionId));
}

/**
 * A widget's polled source as a version stores it: an HTTP API (headers restored), a data API by
 * id, or a worksheet's aggregate by the worksheet's id (publishing keeps these two as they are:
 * they name stored things of the tenant, and hold no secret).
 */
export type SourceBinding = HttpBinding | ApiBinding | WorksheetBinding;

/**
 * What serving a version's widgets needs of it: its polled bindings (HTTP, headers restored; data
 * API; worksheet) by widget id, and who published it (the member whose access to data APIs its
 * widgets run with, api-visibility.ts). Versions never change, so each is read once per container
 * and kept (the least recently used go first): a wall asks every second or so, for every widget.
 */
interface ServedVersion {
  sources: ReadonlyMap<string, SourceBinding>;
  publisherId: string;
}

const CACHED_VERSIONS = 200;
const cache = new Map<string, Promise<ServedVersion>>();

async function load(
  store: VersionReads,
  tenantId: string,
  screenId: string,
  versionId: string,
): Promise<ServedVersion> {
  const version = await store.getVersion(tenantId, screenId, versionId);
  if (!version) fail('SCREEN_SHARE_UNPUBLISHED');
  const stored = await store.readPublishedJson(version.objectKey);
  if (stored === undefined) fail('SCREEN_SHARE_UNPUBLISHED');
  const document = migrate(stored);
  const secrets = await readVersionSecrets(store, tenantId, screenId, versionId);
  const sources = new Map<string, SourceBinding>();
  for (const [id, widget] of Object.entries(document.widgets)) {
    const parsed = dataBindingSchema.safeParse(widget.data);
    if (!parsed.success) continue;
    if (parsed.data.source === 'http')
      sources.set(id, { ...parsed.data, http: { ...parsed.data.http, headers: secrets.headers[id] ?? {} } });
    else if (parsed.data.source === 'api' || parsed.data.source === 'worksheet') sources.set(id, parsed.data);
  }
  return { sources, publisherId: version.authorId };
}

export async function versionSources(
  store: VersionReads,
  tenantId: string,
  screenId: string,
  versionId: string,
): Promise<ReadonlyMap<string, SourceBinding>> {
  return (await servedVersion(store, tenantId, screenId, versionId)).sources;
}

/** A version's bindings and its publisher. */
export function servedVersion(
  store: VersionReads,
  tenantId: string,
  screenId: string,
  versionId: string,
): Promise<ServedVersion> {
  const key = `${tenantId}/${screenId}/${versionId}`;
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const loading = load(store, tenantId, screenId, versionId);
  cache.set(key, loading);
  if (cache.size > CACHED_VERSIONS) cache.delete(cache.keys().next().value ?? '');
  // A failed read is not kept: the next call reads again.
  loading.catch(() => cache.get(key) === loading && cache.delete(key));
  return loading;
}
