import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Drives an element's CSS transform through a Web Animation that holds `transform` (and
 * cancels it when `transform` is null, giving the element back its own style).
 *
 * Why: Chromium re-layerizes the whole page's paint (every widget's SVG, hundreds of them) on
 * any frame where a transform changes through style, even with `will-change`; a running
 * animation's value is applied to the compositor directly instead. A drag then costs a
 * millisecond of main thread per frame rather than tens (scripts/bench/editor.ts --trace).
 * Where the Web Animations API is missing the transform is set as inline style.
 */
export function useCompositedTransform<T extends HTMLElement>(transform: string | null): RefObject<T | null> {
  const ref = useRef<T>(null);
  const animation = useRef<Animation | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const current = animation.current;
    const effect = current?.effect instanceof KeyframeEffect ? current.effect : null;
    if (current && (transform === null || effect?.target !== element)) {
      current.cancel();
      animation.current = null;
    }
    if (!element || transform === null) return;
    const frames = [{ transform }, { transform }];
    if (typeof element.animate !== 'function') {
      element.style.transform = transform;
      return;
    }
    if (animation.current?.effect instanceof KeyframeEffect) animation.current.effect.setKeyframes(frames);
    else animation.current = element.animate(frames, { duration: Number.POSITIVE_INFINITY, fill: 'both' });
  }, [transform]);
  useLayoutEffect(
    () => () => {
      animation.current?.cancel();
      animation.current = null;
    },
    [],
  );
  return ref;
}
