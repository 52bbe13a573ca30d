// @vitest-environment happy-dom
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screenTheme } from '../../../../shared/widgets/themes.js';
import { initI18n, switchLanguage } from '../../i18n';
import { allMessages } from '../../testing/allMessages';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetMessage } from './WidgetMessage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): ReactNode {
  throw new Error('renderer bug');
}

const fallback = createElement(WidgetMessage, {
  state: 'error',
  kind: 'render',
  theme: screenTheme('tech-blue'),
  width: 300,
  height: 200,
});

/** Two widgets side by side, the first one's renderer throwing unless `fixed`. */
function screen(resetKey: unknown, fixed = false) {
  return createElement(
    'div',
    null,
    createElement(
      'section',
      { id: 'one' },
      createElement(WidgetErrorBoundary, {
        resetKey,
        fallback,
        children: fixed ? createElement('p', null, 'fixed chart') : createElement(Broken),
      }),
    ),
    createElement(
      'section',
      { id: 'two' },
      createElement(WidgetErrorBoundary, {
        resetKey: 'b',
        fallback,
        children: createElement('p', null, 'healthy chart'),
      }),
    ),
  );
}

let root: Root | undefined;
let host: HTMLElement;

// React reports errors a boundary caught; they are the point of these tests.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

beforeAll(async () => {
  await initI18n('en', allMessages);
});

afterAll(() => consoleError.mockRestore());

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

function mount(element: ReactNode): void {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host, { onCaughtError: () => undefined });
  act(() => root!.render(element));
}

describe('the widget error boundary', () => {
  it('shows “Component rendering error” in the failing widget’s own frame; its neighbour renders', () => {
    mount(screen('a'));
    const one = host.querySelector('#one')!;
    expect(one.textContent).toBe('Component rendering error');
    expect(one.querySelector('[data-widget-state="error"]')?.getAttribute('role')).toBe('alert');
    expect(host.querySelector('#two')!.textContent).toBe('healthy chart');
  });

  it('speaks Chinese: 组件渲染错误', async () => {
    await switchLanguage('zh');
    mount(screen('a'));
    expect(host.querySelector('#one')!.textContent).toBe('组件渲染错误');
    await switchLanguage('en');
  });

  it('tries again when the widget changes', () => {
    mount(screen('a'));
    expect(host.querySelector('#one')!.textContent).toBe('Component rendering error');
    act(() => root!.render(screen('a2', true)));
    expect(host.querySelector('#one')!.textContent).toBe('fixed chart');
  });
});
