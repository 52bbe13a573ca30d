import type { ScreenSummary } from '../../../shared/acts/screen.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';

/** One selected screen's outcome of a batch link share: its link, or why it was skipped (a catalogue code's text). */
export type BatchShareResult =
  { id: string; name: string; link: string } | { id: string; name: string; skipped: string };

/**
 * Why a screen of a batch is not shared, before asking the server: a secret screen cannot be
 * link-shared, an unpublished one has nothing to show yet, and only its managers may share it.
 */
export function batchSkipCode(
  screen: Pick<ScreenSummary, 'security_level' | 'published' | 'can_manage'>,
): number | null {
  if (!screen.can_manage) return ErrorCode.PERMISSION_DENIED;
  if (screen.security_level === 'secret') return ErrorCode.SCREEN_SHARE_SECRET;
  if (!screen.published) return ErrorCode.SCREEN_SHARE_UNPUBLISHED;
  return null;
}

/** "Copy all links": one `name<TAB>link` line per shared screen, in the list's order (pastes as two columns). */
export function linksText(results: readonly BatchShareResult[]): string {
  return results.flatMap((result) => ('link' in result ? [`${result.name}\t${result.link}`] : [])).join('\n');
}
