// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { svgBlindDomApi } from './tabsterDom';

function page(): { root: HTMLElement; svg: SVGSVGElement; button: HTMLButtonElement } {
  document.body.innerHTML =
    '<div id="root"><button>ok</button><div class="chart"><svg><g><rect></rect><text>label</text></g></svg></div></div>';
  return {
    root: document.getElementById('root')!,
    svg: document.querySelector('svg')!,
    button: document.querySelector('button')!,
  };
}

describe('tabster’s DOM API without SVG', () => {
  it('walks every element but those inside an SVG', () => {
    const { root } = page();
    const seen: string[] = [];
    const walker = svgBlindDomApi.createTreeWalker(document, root, NodeFilter.SHOW_ELEMENT, {
      acceptNode: (node) => (seen.push(node.nodeName.toLowerCase()), NodeFilter.FILTER_SKIP),
    });
    while (walker.nextNode());
    expect(seen).toEqual(['button', 'div']);
  });

  it('tells its observer of changes in the page, not of changes inside an SVG', async () => {
    const { root, svg } = page();
    const told: Node[] = [];
    const observer = svgBlindDomApi.createMutationObserver((records) => told.push(...records.map((r) => r.target)));
    observer.observe(document, { childList: true, subtree: true });
    svg.querySelector('g')!.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'path'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(told).toEqual([]);
    root.appendChild(document.createElement('span'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(told).toEqual([root]);
    observer.disconnect();
  });
});
