import { describe, expect, it } from 'vitest';
import { missingPaths, namedPaths } from './doc-paths.js';

describe('the paths the docs name', () => {
  it('all exist', () => {
    expect(missingPaths()).toEqual([]);
  });

  it('are read from links relative to the doc and from code spans under a top folder', () => {
    const text = [
      'See [the store](../functions/core/store/store.ts#L3) and [limits](limits.md#rate-limits).',
      'The act runs in `functions/screen/handler.ts:12`, its schema in `shared/acts/screen.ts`.',
      'Not paths: `handler.ts`, `v1/screen/get`, `web/src/widgets/*/render.tsx`, `functions/<family>/`,',
      '[a site](https://example.com/x.ts), [a heading](#envelope), `web/dist/index.html`.',
    ].join('\n');
    expect(namedPaths('docs/protocol.md', text).sort()).toEqual([
      'docs/limits.md',
      'functions/core/store/store.ts',
      'functions/screen/handler.ts',
      'shared/acts/screen.ts',
    ]);
  });
});
