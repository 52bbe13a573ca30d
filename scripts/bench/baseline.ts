import { PutObjectCommand } from '@aws-sdk/client-s3';
import { build } from 'esbuild';
import { baseS3 } from '../../functions/lib/clients.js';
import { env } from '../../functions/lib/env.js';
import { percentile } from './browser.js';

/**
 * What the benchmarks' yardsticks share: a bare page bundled for the browser, published where the
 * local gateway serves it (same origin as the product), ours and the baseline run alternately,
 * and the two figures printed side by side with their ratio.
 */

export interface PublishedFile {
  body: string | Uint8Array;
  type: string;
}

/**
 * Puts `files` in the published bucket under a fresh folder and answers the folder's URL on the
 * gateway (`/published/bench-…/`), which serves them as CloudFront would: the same origin and
 * server as the product's own pages. Needs the bench's own stack (its S3 endpoint in the env).
 */
export async function publishBaseline(url: string, files: Readonly<Record<string, PublishedFile>>): Promise<string> {
  const folder = `bench-${Date.now().toString(36)}`;
  for (const [name, file] of Object.entries(files))
    await baseS3().send(
      new PutObjectCommand({
        Bucket: env.publishedBucket(),
        Key: `published/${folder}/${name}`,
        Body: file.body,
        ContentType: file.type,
        // As the SPA: the page revalidated, its script and data kept (hashed assets are immutable).
        CacheControl: name.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      }),
    );
  return `${url}/published/${folder}`;
}

/** A browser entry under scripts/bench/ bundled and minified by esbuild: its script and its CSS (empty when it imports none). */
export async function bundleForBrowser(entry: string): Promise<{ js: string; css: string }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    outdir: 'bare',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const text = (extension: string) => result.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
  return { js: text('.js'), css: text('.css') };
}

/** Runs `ours` and `bare` alternately (A B A B …), `runs` times each, and answers both series in run order. */
export async function alternate<T>(
  runs: number,
  ours: (index: number) => Promise<T>,
  bare: (index: number) => Promise<T>,
): Promise<{ ours: T[]; bare: T[] }> {
  const both: { ours: T[]; bare: T[] } = { ours: [], bare: [] };
  for (let i = 0; i < runs; i++) {
    both.ours.push(await ours(i));
    both.bare.push(await bare(i));
  }
  return both;
}

export const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** `median 812 ms (runs 790–850 ms)`: a series' median and range. */
export function spread(values: readonly number[], digits = 0): string {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (value: number | undefined) => (value ?? NaN).toFixed(digits);
  return `median ${f(percentile(sorted, 50))} ms (runs ${f(sorted[0])}–${f(sorted.at(-1))} ms)`;
}

/** `1.42×`: ours over the baseline. */
export const ratio = (ours: number, bare: number): string => `${(ours / bare).toFixed(2)}×`;
