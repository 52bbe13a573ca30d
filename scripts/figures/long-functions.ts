// Functions longer than a limit in the SPA, and how many of them are React components:
// the figure behind "a component over ~80 lines splits into a state hook and a view"
// (CONTRIBUTING.md, "Tests"). A function counts from the line of
// its declaration (or of the variable it is assigned to) to its closing brace; a component is a
// function named in PascalCase in a `.tsx` file. Nested functions count on their own.
//   npx tsx scripts/figures/long-functions.ts [limit=80] [root=web/src] [--list]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

interface LongFunction {
  file: string;
  name: string;
  lines: number;
  component: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

function nameOf(node: ts.Node): string | undefined {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent)) return parent.name.getText();
  // memo(function X() {}) / forwardRef((props, ref) => …) assigned to a name
  if (ts.isCallExpression(parent) && ts.isVariableDeclaration(parent.parent) && ts.isIdentifier(parent.parent.name)) {
    return parent.parent.name.text;
  }
  return undefined;
}

export function longFunctions(root: string, limit: number): LongFunction[] {
  const found: LongFunction[] = [];
  for (const path of sourceFiles(root)) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node)
      ) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        if (lines > limit) {
          const name = nameOf(node) ?? '(anonymous)';
          found.push({
            file: relative(process.cwd(), path),
            name,
            lines,
            component: path.endsWith('.tsx') && /^[A-Z]/.test(name),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((a, b) => b.lines - a.lines);
}

const args = process.argv.slice(2);
const list = args.includes('--list');
const [limitArg = '80', root = 'web/src'] = args.filter((arg) => arg !== '--list');
const found = longFunctions(root, Number(limitArg));
if (list)
  for (const f of found)
    console.log(`${String(f.lines).padStart(5)}  ${f.component ? 'C' : ' '}  ${f.name}  ${f.file}`);
console.log(
  `${found.length} functions over ${limitArg} lines in ${root}, ${found.filter((f) => f.component).length} of them React components`,
);
