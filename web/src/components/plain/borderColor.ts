/**
 * The four border colours at once, as Griffel's `shorthands.borderColor` gives them: the plain
 * controls spell them out so a page that draws them does not load Griffel's shorthands module
 * (1.5 kB of gzip for all its shorthands).
 */
export const borderColor = (color: string) => ({
  borderTopColor: color,
  borderRightColor: color,
  borderBottomColor: color,
  borderLeftColor: color,
});
