/** A small landscape picture (SVG data URL) in a gradient of two colours, for image widgets in tests. */
export function sampleImage(from: string, to: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="400" height="260" fill="url(#g)"/><circle cx="300" cy="80" r="40" fill="#fde68a"/><path d="M0 260 L120 120 L220 220 L300 160 L400 260Z" fill="#0f172a" opacity="0.6"/></svg>`,
  )}`;
}
