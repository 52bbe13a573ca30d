import { FluentProvider } from '@fluentui/react-components';
import { render } from 'vitest-browser-react';
import type { ScreenDocument } from '../../../shared/screen/document.js';
import darkTheme from 'theme-values:dark';
import { ScreenView } from '../viewer/ScreenView';

/**
 * A screen drawn in a component test (vitest browser mode) as the preview draws it: the viewer
 * inside the app's UI kit provider (its fonts and tokens), no data fetcher, no interactions out.
 */
export async function drawScreen(document: ScreenDocument) {
  return await render(
    <FluentProvider theme={darkTheme}>
      <ScreenView document={document} jumpTo={() => undefined} />
    </FluentProvider>,
  );
}
