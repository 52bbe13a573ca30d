/** A tiny listener set: `emit` calls every `subscribe`d listener with the value. */
export interface Signal<T> {
  emit: (value: T) => void;
  subscribe: (listener: (value: T) => void) => () => void;
}

export function createSignal<T>(): Signal<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    emit: (value) => {
      for (const listener of [...listeners]) listener(value);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
