/**
 * The texts a viewer sees inside `root`: visible text nodes of HTML and SVG with a box on the
 * page. Self-contained, so a Playwright test can also pass it to `locator.evaluate`.
 */
export function visibleTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) texts.push(text);
  }
  return texts;
}
