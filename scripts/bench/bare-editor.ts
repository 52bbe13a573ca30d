/**
 * The editor benchmark's yardstick, run in the browser (bundled by esbuild, served from the
 * published bucket): `count` absolutely positioned boxes on a 1920 × 1080 canvas scaled as the
 * editor's is, laid out on the editor bench's grid. A pointer drag on a box moves it, or every
 * selected box when it is one of them (`data-selected`, set by the bench as the editor's marquee
 * selected), by a transform on each pointer move: no React, no editor state, no snapping.
 * Query: count, cols, w, h (cell), left, top, scale (the editor canvas's place in the window).
 */
const query = new URLSearchParams(location.search);
const number = (name: string) => Number(query.get(name));
const [count, cols, cellW, cellH] = [number('count'), number('cols'), number('w'), number('h')];

const canvas = document.createElement('div');
canvas.setAttribute('data-canvas', '');
Object.assign(canvas.style, {
  position: 'absolute',
  left: `${number('left')}px`,
  top: `${number('top')}px`,
  width: '1920px',
  height: '1080px',
  transform: `scale(${number('scale')})`,
  transformOrigin: '0 0',
  background: '#0b1a2e',
});
for (let index = 0; index < count; index++) {
  const box = document.createElement('div');
  box.setAttribute('data-widget-id', `bench-${index}`);
  box.textContent = `widget ${index}`;
  Object.assign(box.style, {
    position: 'absolute',
    left: `${(index % cols) * cellW + 3}px`,
    top: `${Math.floor(index / cols) * cellH + 3}px`,
    width: `${cellW - 6}px`,
    height: `${cellH - 6}px`,
    boxSizing: 'border-box',
    border: '1px solid #3a6ea5',
    color: '#d6e4f5',
    font: '12px sans-serif',
    overflow: 'hidden',
  });
  canvas.append(box);
}
document.body.append(canvas);

let dragged: HTMLElement[] = [];
let start = { x: 0, y: 0 };
canvas.addEventListener('pointerdown', (event) => {
  const box = (event.target as HTMLElement).closest<HTMLElement>('[data-widget-id]');
  if (!box) return;
  dragged = box.hasAttribute('data-selected') ? [...canvas.querySelectorAll<HTMLElement>('[data-selected]')] : [box];
  start = { x: event.clientX, y: event.clientY };
});
window.addEventListener('pointermove', (event) => {
  if (!dragged.length) return;
  const scale = number('scale');
  const shift = `translate(${(event.clientX - start.x) / scale}px, ${(event.clientY - start.y) / scale}px)`;
  for (const box of dragged) box.style.transform = shift;
});
window.addEventListener('pointerup', () => {
  dragged = [];
});
