import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { atomicIconImports, iconModule } from './atomicIcons';

const rewrite = (code: string) => atomicIconImports(code, 'page.js')?.code;

describe('icons imported from their family module, not the barrel', () => {
  it('splits an import by family and keeps sizes and aliases', () => {
    expect(
      rewrite(
        "import { AddCircle20Regular, AddCircleFilled as Plus, LineHorizontal120Regular } from '@fluentui/react-icons';\nuse(Plus);",
      ),
    ).toBe(
      "import { AddCircle20Regular, AddCircleFilled as Plus } from '@fluentui/react-icons/svg/add-circle';\n" +
        "import { LineHorizontal120Regular } from '@fluentui/react-icons/svg/line-horizontal';\nuse(Plus);",
    );
  });

  it('rewrites a re-export, and leaves what is not an icon on the barrel', () => {
    expect(rewrite("export { Eye16Regular, bundleIcon } from '@fluentui/react-icons';")).toBe(
      "export { Eye16Regular } from '@fluentui/react-icons/svg/eye';\nexport { bundleIcon } from '@fluentui/react-icons';",
    );
  });

  it('leaves a namespace import, other packages and code without the barrel alone', () => {
    expect(rewrite("import * as Icons from '@fluentui/react-icons';")).toBeUndefined();
    expect(rewrite("import { Button } from '@fluentui/react-components';\n// '@fluentui/react-icons'")).toBeUndefined();
    expect(rewrite("import { Add20Regular } from '@fluentui/react-icons/svg/add';")).toBeUndefined();
  });

  it('names modules the package has', () => {
    const require = createRequire(import.meta.url);
    for (const name of ['AddCircle20Regular', 'ArrowSync16Regular', 'TextHeader120Regular', 'DataBarVertical20Regular'])
      expect(existsSync(require.resolve(iconModule(name) ?? 'none')), name).toBe(true);
    expect(iconModule('bundleIcon')).toBeUndefined();
  });
});
