import { vi } from 'vitest';

/** Tests only: a JSON line the process wrote. */
export type Line = Record<string, unknown>;

/**
 * Tests only: captures what the process writes (Powertools writes through its own Console on
 * stdout/stderr) and answers it as JSON lines. Restore with `vi.restoreAllMocks()`.
 */
export function captureOutput(): { lines: () => Line[]; requests: () => Line[] } {
  const written: string[] = [];
  const keep = (chunk: unknown): boolean => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  const lines = () =>
    written
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line);
  return { lines, requests: () => lines().filter((line) => line.message === 'request') };
}
