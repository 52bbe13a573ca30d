import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/**
 * Named imports of icons from the `@fluentui/react-icons` barrel, rewritten to the package's
 * per-family modules (`AddCircle20Regular` → `@fluentui/react-icons/svg/add-circle`), in our code
 * and in Fluent's own components alike.
 *
 * The barrel re-exports icons from a few dozen large modules of hundreds of icons each. A bundler
 * keeps only the icons used, but cannot split a module between chunks: every icon of such a module
 * used by any page lands in the one chunk every page that uses one of them loads, so the login
 * page carried the icons of the editor and the admin pages. Per-family modules are small, so a
 * page loads the families it draws. The mapping is the package's own (its atomic-import loader,
 * `@fluentui/react-icons-atomic-webpack-loader`, applies the same rule for webpack): the icon's
 * name without its size and style, in kebab case.
 */
const BARREL = '@fluentui/react-icons';
const ICON_SUFFIX = /(\d*)?(Regular|Filled|Light|Color)$/;

const kebab = (value: string) =>
  value.replace(/[a-z\d](?=[A-Z])|[a-zA-Z](?=\d)|[A-Z](?=[A-Z][a-z])/g, '$&-').toLowerCase();

/** The module holding an icon's family, or undefined for what is not an icon (`bundleIcon`, contexts). */
export function iconModule(name: string): string | undefined {
  return ICON_SUFFIX.test(name) ? `${BARREL}/svg/${kebab(name.replace(ICON_SUFFIX, ''))}` : undefined;
}

interface Named {
  imported: string;
  local: string;
}

/** `{ a, b as c }` of an import or a re-export. */
const clause = (names: readonly Named[]) =>
  `{ ${names.map(({ imported, local }) => (imported === local ? imported : `${imported} as ${local}`)).join(', ')} }`;

/** One statement per family module, and one from the barrel for what is not an icon. */
function split(keyword: 'import' | 'export', names: readonly Named[]): string {
  const byModule = new Map<string, Named[]>();
  for (const named of names) {
    const module = iconModule(named.imported) ?? BARREL;
    byModule.set(module, [...(byModule.get(module) ?? []), named]);
  }
  return [...byModule].map(([module, each]) => `${keyword} ${clause(each)} from '${module}';`).join('\n');
}

const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
  node.type === 'Identifier' ? (node.name ?? '') : String(node.value);

/** `code` with its named imports and re-exports of icons from the barrel rewritten; null when it has none. */
export function atomicIconImports(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes(BARREL)) return null;
  const program = parseAst(code, { lang: 'js' }, id);
  const out = new MagicString(code);
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration' && node.source.value === BARREL) {
      const named = node.specifiers.flatMap((specifier) =>
        specifier.type === 'ImportSpecifier'
          ? [{ imported: nameOf(specifier.imported), local: specifier.local.name }]
          : [],
      );
      // A default or namespace import keeps the barrel: it is not rewritable name by name.
      if (named.length !== node.specifiers.length || named.length === 0) continue;
      out.overwrite(node.start, node.end, split('import', named));
    } else if (node.type === 'ExportNamedDeclaration' && node.source?.value === BARREL) {
      const named = node.specifiers.map((specifier) => ({
        imported: nameOf(specifier.local),
        local: nameOf(specifier.exported),
      }));
      out.overwrite(node.start, node.end, split('export', named));
    }
  }
  return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : null;
}

/**
 * The Vite plugin: runs after TypeScript and JSX are compiled away, on every module that names the
 * barrel. In builds only: the dev server (and the component tests) serve the barrel pre-bundled,
 * where per-family modules found one by one would be served beside it with a second React.
 */
export function atomicIcons(): Plugin {
  return {
    name: 'wallboard-atomic-icons',
    apply: 'build',
    transform: {
      filter: { code: BARREL },
      handler: (code, id) => atomicIconImports(code, id),
    },
  };
}
