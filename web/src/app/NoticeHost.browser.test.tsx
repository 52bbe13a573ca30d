import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { NoticeHost } from './NoticeHost';
import { notify } from './notify';

afterEach(() => cleanup());

const drawHost = () =>
  render(
    <FluentProvider theme={webLightTheme}>
      <NoticeHost />
    </FluentProvider>,
  );

describe('notices', () => {
  test('draw no toaster until the first notice, then show it and every later one', async () => {
    await drawHost();
    expect(document.querySelector('[data-testid="toast"]')).toBeNull();
    expect(document.querySelector('.fui-Toaster')).toBeNull();
    notify('success', 'Saved');
    await expect.element(page.getByTestId('toast').filter({ hasText: 'Saved' })).toBeVisible();
    notify('error', 'Not saved', undefined, 'Publish failed');
    await expect.element(page.getByTestId('toast').filter({ hasText: 'Publish failed' })).toBeVisible();
    await expect.element(page.getByTestId('toast').filter({ hasText: 'Not saved' })).toBeVisible();
  });

  test('keep a notice sent before the host is drawn', async () => {
    await cleanup();
    notify('warning', 'Sent early');
    await drawHost();
    await expect.element(page.getByTestId('toast').filter({ hasText: 'Sent early' })).toBeVisible();
  });
});
