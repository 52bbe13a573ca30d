import type { EditorSession } from './session';
import { centredView, fitView, stepZoom, zoomAround, type View } from './view';
import type { EditorDocument } from './document';

/**
 * The viewport part of the session: zoom and pan, kept in the store so the snapping
 * threshold, the rulers and the zoom menu agree. Pure math lives in view.ts.
 */
export class ViewState {
  constructor(
    private readonly read: () => { doc: EditorDocument; session: EditorSession },
    private readonly write: (session: Partial<EditorSession>) => void,
  ) {}

  private get canvas() {
    const { config } = this.read().doc;
    return { width: config.width, height: config.height };
  }

  private get current(): View {
    const { zoom, pan } = this.read().session;
    return { zoom, pan };
  }

  /** Measured by the page; the first measure fits the canvas. */
  setViewport(size: { width: number; height: number }): void {
    const first = this.read().session.viewport.width === 0;
    this.write({ viewport: size });
    if (first && size.width > 0) this.fit();
  }

  set(view: View): void {
    this.write({ zoom: view.zoom, pan: view.pan });
  }

  panBy(dx: number, dy: number): void {
    const { pan } = this.read().session;
    this.write({ pan: { x: pan.x + dx, y: pan.y + dy } });
  }

  fit(): void {
    this.set(fitView(this.canvas, this.read().session.viewport));
  }

  zoomTo(zoom: number): void {
    this.set(centredView(this.canvas, this.read().session.viewport, zoom));
  }

  /** Ctrl + wheel: zoom keeping the point under the pointer still. */
  zoomAt(pointer: { x: number; y: number }, zoom: number): void {
    this.set(zoomAround(this.current, pointer, zoom));
  }

  zoomStep(direction: 1 | -1): void {
    const { viewport } = this.read().session;
    this.zoomAt({ x: viewport.width / 2, y: viewport.height / 2 }, stepZoom(this.current.zoom, direction));
  }
}
