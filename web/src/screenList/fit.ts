/**
 * Where a screen's canvas sits in a preview frame (a card's picture, a template's blueprint):
 * uniformly scaled and centred. Free of the widget registry, so the screen list's cards use it
 * without loading every widget type's definition.
 */
export interface Size {
  width: number;
  height: number;
}

/** Where the canvas sits inside the preview frame: uniformly scaled and centred. */
export interface Fit {
  scale: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Fits a canvas into a frame (minus `padding` on each side), keeping its aspect ratio. */
export function fitCanvas(canvas: Size, frame: Size, padding = 0): Fit {
  const innerW = Math.max(1, frame.width - 2 * padding);
  const innerH = Math.max(1, frame.height - 2 * padding);
  const scale = Math.min(innerW / Math.max(1, canvas.width), innerH / Math.max(1, canvas.height));
  const width = canvas.width * scale;
  const height = canvas.height * scale;
  return { scale, width, height, x: (frame.width - width) / 2, y: (frame.height - height) / 2 };
}
