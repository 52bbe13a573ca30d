import { useEffect } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { OpenedOnce } from './OpenedOnce';

afterEach(() => cleanup());

/** Stands in for a dialog: shows whether it is open, and counts its mounts. */
const mounts: boolean[] = [];
function Probe({ open }: { open: boolean }) {
  useEffect(() => {
    mounts.push(open);
    // Only the first render's value matters: was it mounted open or closed?
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <p data-testid="probe">{open ? 'open' : 'closed'}</p>;
}

const draw = (open: boolean, whenIdle: boolean) => (
  <OpenedOnce open={open} whenIdle={whenIdle}>
    <Probe open={open} />
  </OpenedOnce>
);

describe('a dialog mounted once', () => {
  test('waits for its first opening, then stays mounted after it closes', async () => {
    mounts.length = 0;
    const { rerender } = await render(draw(false, false));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(document.querySelector('[data-testid="probe"]')).toBeNull();
    await rerender(draw(true, false));
    await expect.element(page.getByTestId('probe')).toHaveTextContent('open');
    await rerender(draw(false, false));
    await expect.element(page.getByTestId('probe')).toHaveTextContent('closed');
    expect(mounts).toEqual([true]);
  });

  test('with whenIdle, mounts closed once the page is idle, before it is first opened', async () => {
    mounts.length = 0;
    const { rerender } = await render(draw(false, true));
    await expect.element(page.getByTestId('probe')).toHaveTextContent('closed');
    await rerender(draw(true, true));
    await expect.element(page.getByTestId('probe')).toHaveTextContent('open');
    expect(mounts).toEqual([false]);
  });
});
