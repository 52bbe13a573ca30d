/** The wall sizes offered by name: the screen settings' presets and "Chart this"'s choice. */
export const WALL_SIZES = [
  { id: '1920x1080', width: 1920, height: 1080 },
  { id: '3840x2160', width: 3840, height: 2160 },
  { id: '750x1334', width: 750, height: 1334 },
] as const;
