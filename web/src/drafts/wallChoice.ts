import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import { WALL_SIZES } from '../../../shared/screen/wall-sizes.js';
import { SCREEN_THEMES } from '../../../shared/widgets/themes.js';
import { useServices } from '../app/services';

/**
 * The wall "Chart this" drafts on: a size of WALL_SIZES and a screen theme, each absent for the
 * blank template's own size and the user's default theme. Kept in the browser between drafts.
 */
export interface WallChoice {
  size?: { width: number; height: number };
  theme?: string;
}

const storedChoice = z.object({
  size: z.optional(z.enum(WALL_SIZES.map((size) => size.id) as [string, ...string[]])),
  theme: z.optional(z.enum(SCREEN_THEMES.map((theme) => theme.id) as [string, ...string[]])),
});

/** The stored choice, or none when nothing (or something unreadable) is stored. */
export function readWallChoice(text: string | null): WallChoice {
  if (text === null) return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  const parsed = storedChoice.safeParse(json);
  if (!parsed.success) return {};
  const size = WALL_SIZES.find((each) => each.id === parsed.data.size);
  return {
    ...(size ? { size: { width: size.width, height: size.height } } : {}),
    ...(parsed.data.theme ? { theme: parsed.data.theme } : {}),
  };
}

/** The choice as stored: the size by its id. */
export function writeWallChoice(choice: WallChoice): string {
  const size = WALL_SIZES.find((each) => each.width === choice.size?.width && each.height === choice.size.height);
  return JSON.stringify({ ...(size ? { size: size.id } : {}), ...(choice.theme ? { theme: choice.theme } : {}) });
}

export function useWallChoice(): [WallChoice, (choice: WallChoice) => void] {
  const { store } = useServices();
  const [choice, setChoice] = useState<WallChoice>(() => readWallChoice(store.get('draftWall')));
  const change = useCallback(
    (next: WallChoice) => {
      store.set('draftWall', writeWallChoice(next));
      setChoice(next);
    },
    [store],
  );
  return [choice, change];
}
