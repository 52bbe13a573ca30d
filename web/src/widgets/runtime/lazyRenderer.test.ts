import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyRenderer } from './lazyRenderer';

const Greeting: ComponentType<{ text: string }> = ({ text }) => createElement('b', null, text);
const inSuspense = (Render: ComponentType<{ text: string }>) =>
  renderToString(
    createElement(
      Suspense,
      { fallback: createElement('i', null, 'loading') },
      createElement(Render, { text: 'hello' }),
    ),
  );

describe('lazyRenderer', () => {
  it('draws a preloaded renderer in the first render, without a fallback (React.lazy would suspend once)', async () => {
    let loads = 0;
    const { Render, preload, loaded } = lazyRenderer(async () => {
      loads++;
      return Greeting;
    });
    expect(loaded()).toBe(false);
    await Promise.all([preload(), preload()]);
    expect(loaded()).toBe(true);
    expect(inSuspense(Render)).toBe('<!--$--><b>hello</b><!--/$-->');
    expect(loads).toBe(1);
  });

  it('suspends while its renderer loads, and loads it once whoever asks', async () => {
    let loads = 0;
    const { Render, preload } = lazyRenderer(async () => {
      loads++;
      return Greeting;
    });
    expect(inSuspense(Render)).toContain('<i>loading</i>');
    await preload();
    expect(inSuspense(Render)).toContain('<b>hello</b>');
    expect(loads).toBe(1);
  });

  it('passes a failed load on to whoever waits for it', async () => {
    const { preload } = lazyRenderer<{ text: string }>(() => Promise.reject(new Error('chunk missing')));
    await expect(preload()).rejects.toThrow('chunk missing');
  });
});
