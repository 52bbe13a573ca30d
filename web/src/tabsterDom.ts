/**
 * Tabster (the UI kit's focus manager) watches every DOM mutation of the page and walks each
 * added subtree, element by element, looking for its attribute. A screen of charts adds tens of
 * thousands of SVG nodes (Highcharts), none of which ever carries it: on a 60-chart screen that
 * walk was ~0.4 s of the open. The kit passes `window.__tabsterShadowDOMAPI` to tabster as its
 * DOM API (the seam meant for shadow DOM), so tabster's observers here skip changes inside an
 * SVG, and its tree walks (mutations, focus search) do not descend into one. Set before the
 * first tabster is created; nothing of the UI kit is focusable inside an SVG.
 */
interface TabsterDomApi {
  createMutationObserver: (callback: MutationCallback) => MutationObserver;
  createTreeWalker: (doc: Document, root: Node, whatToShow?: number, filter?: NodeFilter | null) => TreeWalker;
}

declare global {
  interface Window {
    __tabsterShadowDOMAPI?: Partial<TabsterDomApi>;
  }
}

const inSvg = (node: Node): boolean => node instanceof SVGElement;

function accept(filter: NodeFilter, node: Node): number {
  return typeof filter === 'function' ? filter(node) : filter.acceptNode(node);
}

export const svgBlindDomApi: TabsterDomApi = {
  createMutationObserver: (callback) =>
    new MutationObserver((records, observer) => {
      const kept = records.filter((record) => record.type === 'attributes' || !inSvg(record.target));
      if (kept.length > 0) callback(kept, observer);
    }),
  createTreeWalker: (doc, root, whatToShow, filter) =>
    doc.createTreeWalker(root, whatToShow, {
      acceptNode: (node) =>
        node !== root && inSvg(node)
          ? NodeFilter.FILTER_REJECT
          : filter
            ? accept(filter, node)
            : NodeFilter.FILTER_ACCEPT,
    }),
};

export function keepTabsterOutOfSvg(win: Window): void {
  win.__tabsterShadowDOMAPI ??= svgBlindDomApi;
}
