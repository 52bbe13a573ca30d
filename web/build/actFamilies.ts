import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ACT_FAMILIES } from '../../shared/acts/registry';

/**
 * `import families from 'act-families'` gives, for every act (and HTTP route) of the registry, the
 * loader of its family's module (`shared/acts/<family>.ts`, whose `ACTS` holds its schema). The web
 * client loads the family of an act with its first call (web/src/api/rpc.ts), so a page loads the
 * schemas of the acts it calls, not all 216. Built from the registry, so no act is left out.
 */
const ID = 'act-families';

export function actFamilyLoaders(): string {
  const families = Object.entries(ACT_FAMILIES);
  const loaders = families.map(([family]) => {
    const file = fileURLToPath(new URL(`../../shared/acts/${family}.ts`, import.meta.url));
    return `() => import(${JSON.stringify(file)})`;
  });
  const byAct = families.flatMap(([, acts], index) => Object.keys(acts).map((act) => [act, index] as const));
  return [
    `const load = [${loaders.join(', ')}];`,
    `const byAct = ${JSON.stringify(Object.fromEntries(byAct))};`,
    'export default (act) => (Object.hasOwn(byAct, act) ? load[byAct[act]] : undefined);',
  ].join('\n');
}

export function actFamilies(): Plugin {
  return {
    name: 'wallboard-act-families',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load: (id) => (id === `\0${ID}` ? actFamilyLoaders() : null),
  };
}
