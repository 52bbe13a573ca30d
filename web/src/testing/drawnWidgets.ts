/** The widgets on the page whose content is in `state` (`data-widget-state`: loading, ready, stale, error). */
export function widgetsIn(state: string): NodeListOf<Element> {
  return document.querySelectorAll(`[data-widget-id] [data-widget-state="${state}"]`);
}

/** Runs `run` and answers the errors the window reported meanwhile (uncaught, from any renderer). */
export async function windowErrorsDuring(run: () => Promise<void>): Promise<unknown[]> {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  window.addEventListener('error', onError);
  try {
    await run();
  } finally {
    window.removeEventListener('error', onError);
  }
  return errors;
}
