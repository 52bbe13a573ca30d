import * as z from 'zod';
import { migrate } from '../../shared/screen/migrations/index.js';
import type { VersionSecrets } from '../../shared/screen/publish.js';
import { dataBindingSchema, type HttpBinding } from '../../shared/widgets/data.js';
import { getVersion } from '../lib/data/versions.js';
import { fail } from '../lib/errors.js';
import { deleteAsset, privateKeys, putPrivateJson, readPrivateJson, readPublishedJson } from '../lib/s3-objects.js';

/**
 * What publishing takes out of a version (shared/screen/publish.ts: the request headers of its
 * HTTP sources), kept by the server as a private object beside the version — in the assets
 * bucket, which no CDN path serves — and given back to those sources on the server only, when a
 * shared screen's widget asks for its data. Versions published before secrets were kept have
 * none: their sources go out without headers, as their documents say.
 */
const secretsSchema = z.object({ headers: z.record(z.string(), z.record(z.string(), z.string())) });
const NONE: VersionSecrets = { headers: {} };

export async function writeVersionSecrets(tenantId: string, screenId: string, versionId: string, secrets: VersionSecrets): Promise<void> {
  if (Object.keys(secrets.headers).length === 0) return;
  await putPrivateJson(privateKeys.versionSecrets(tenantId, screenId, versionId), secrets);
}

export async function readVersionSecrets(tenantId: string, screenId: string, versionId: string): Promise<VersionSecrets> {
  const parsed = secretsSchema.safeParse(await readPrivateJson(privateKeys.versionSecrets(tenantId, screenId, versionId)));
  return parsed.success ? parsed.data : NONE;
}

export async function deleteVersionSecrets(tenantId: string, screenId: string, versionId: string): Promise<void> {
  await deleteAsset(privateKeys.versionSecrets(tenantId, screenId, versionId));
}

/**
 * A version's HTTP bindings by widget id, headers restored. Versions never change, so each is
 * read once per container and kept (the least recently used go first): a wall asks every
 * second or so, for every widget.
 */
const CACHED_VERSIONS = 200;
const cache = new Map<string, Promise<ReadonlyMap<string, HttpBinding>>>();

async function load(tenantId: string, screenId: string, versionId: string): Promise<ReadonlyMap<string, HttpBinding>> {
  const version = await getVersion(tenantId, screenId, versionId);
  const stored = version ? await readPublishedJson(version.objectKey) : undefined;
  if (stored === undefined) fail('SCREEN_SHARE_UNPUBLISHED');
  const document = migrate(stored);
  const secrets = await readVersionSecrets(tenantId, screenId, versionId);
  const sources = new Map<string, HttpBinding>();
  for (const [id, widget] of Object.entries(document.widgets)) {
    const parsed = dataBindingSchema.safeParse(widget.data);
    if (parsed.success && parsed.data.source === 'http') sources.set(id, { ...parsed.data, http: { ...parsed.data.http, headers: secrets.headers[id] ?? {} } });
  }
  return sources;
}

export function versionSources(tenantId: string, screenId: string, versionId: string): Promise<ReadonlyMap<string, HttpBinding>> {
  const key = `${tenantId}/${screenId}/${versionId}`;
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const loading = load(tenantId, screenId, versionId);
  cache.set(key, loading);
  if (cache.size > CACHED_VERSIONS) cache.delete(cache.keys().next().value ?? '');
  // A failed read is not kept: the next call reads again.
  loading.catch(() => cache.get(key) === loading && cache.delete(key));
  return loading;
}
