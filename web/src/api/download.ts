import { isCatalogueCode } from '../../../shared/errors/catalogue.js';
import { DownloadError } from './errors';

/**
 * The file download helper (docs/protocol.md#upload-flow): GET the URL as a blob, name it from the
 * `content-disposition` header (RFC 6266 / RFC 5987), and save it through an object URL.
 * A response without `content-disposition` is a refusal: the client shows "no permission" (docs/errors.md#how-the-client-reacts).
 */

/** Strips path parts and control characters so a header cannot choose a directory. */
function safeName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what it takes out
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : null;
}

function decodeExtValue(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value.trim());
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  try {
    if (charset === 'utf-8' || charset === '') return decodeURIComponent(encoded);
    // ISO-8859-1: each %XX is one code point.
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
}

/** Splits `a; b="x; y"; c` on semicolons outside quotes. */
function parameters(header: string): Array<[name: string, value: string]> {
  const out: Array<[string, string]> = [];
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    let value = (match[2] ?? '').trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    out.push([name, value]);
  }
  return out;
}

/** The file name of a `content-disposition` header: `filename*` first, then `filename`. */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = parameters(`;${header.replace(/^[^;]*/, '')}`);
  const extended = params.find(([name]) => name === 'filename*');
  if (extended) {
    const decoded = decodeExtValue(extended[1]);
    const name = decoded ? safeName(decoded) : null;
    if (name) return name;
  }
  const plain = params.find(([name]) => name === 'filename');
  if (!plain) return null;
  let value = plain[1];
  // Some servers percent-encode the plain parameter too.
  if (/%[0-9a-f]{2}/i.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep it as it is
    }
  }
  return safeName(value);
}

export interface DownloadDeps {
  fetch: typeof fetch;
  save: (blob: Blob, filename: string) => void;
}

/** Fetches `url` and saves it; throws DownloadError. Resolves to the saved file name. */
export async function downloadFile(url: string, fallbackName: string, deps: DownloadDeps): Promise<string> {
  let response: Response;
  try {
    response = await deps.fetch(url, { method: 'GET', credentials: 'same-origin' });
  } catch {
    throw new DownloadError('failed');
  }
  const disposition = response.headers.get('content-disposition');
  if (!response.ok || !disposition) {
    const code = await envelopeCode(response);
    if (code !== undefined) throw new DownloadError('failed', code);
    throw new DownloadError(response.ok ? 'noPermission' : 'failed');
  }
  const blob = await response.blob().catch(() => {
    throw new DownloadError('failed');
  });
  const filename = filenameFromContentDisposition(disposition) ?? safeName(fallbackName) ?? 'download';
  deps.save(blob, filename);
  return filename;
}

async function envelopeCode(response: Response): Promise<number | undefined> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    const body = (await response.json()) as { code?: unknown };
    const code = Number(body.code);
    return isCatalogueCode(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Saves a blob in the browser: an object URL on a temporary `<a download>`. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
