// Files per domain of the server's core (functions/core/<domain>/, README there), from the
// files git tracks: the figure of how far one part of the product spreads.
//   npx tsx scripts/figures/core-domains.ts
import { execFileSync } from 'node:child_process';

const counts = new Map<string, number>();
for (const file of execFileSync('git', ['ls-files', 'functions/core'], { encoding: 'utf8' }).split('\n')) {
  const domain = /^functions\/core\/([^/]+)\/[^/]+\.ts$/.exec(file)?.[1];
  if (domain) counts.set(domain, (counts.get(domain) ?? 0) + 1);
}
for (const [domain, count] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${domain.padEnd(12)} ${count}`);
