import { createElement, lazy, useState, type ComponentType } from 'react';

/** A renderer loaded on first use that, once loaded, draws without suspending; `preload` starts (or joins) the load. */
export interface LazyRenderer<P extends object> {
  Render: ComponentType<P>;
  preload: () => Promise<unknown>;
  /** Whether the renderer has loaded (it then draws without suspending). */
  loaded: () => boolean;
}

/**
 * Like `React.lazy`, with one difference that matters to a screen of many widgets: a widget that
 * mounts after its renderer has loaded draws it at once instead of suspending. Every suspension
 * shows a fallback, and React throttles the reveal after a fallback (up to 300 ms), so a viewer
 * that preloads its renderers (`preloadRenderers`) draws the whole screen in its first commit.
 * Each mounted widget keeps the component it started with, so a load finishing under it never
 * remounts it.
 */
export function lazyRenderer<P extends object>(load: () => Promise<ComponentType<P>>): LazyRenderer<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => (pending ??= load().then((component) => (loaded = component)));
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Render(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Component, props);
  }
  return { Render, preload, loaded: () => loaded !== undefined };
}
