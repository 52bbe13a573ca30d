import type { MobileRuleMode } from '../../../../shared/acts/group.js';
import type { ScreenDocument } from '../../../../shared/screen/document.js';

/** What a phone plays of a group: the rules' screens in their order, each as the mode shows it. */
export interface PhoneRules {
  mode: MobileRuleMode;
  screens: readonly string[];
}

/**
 * The screens a phone plays, in the rules' order: those of `screens` the rules name (ids no
 * longer there are skipped). Undefined when there are no rules or none of their screens is
 * left, so the phone plays what a wall plays.
 */
export function phonePlaylist<T extends { _id: string }>(
  screens: readonly T[],
  rules: PhoneRules | null | undefined,
): T[] | undefined {
  if (!rules) return undefined;
  const byId = new Map(screens.map((screen) => [screen._id, screen]));
  const list = rules.screens.flatMap((id) => {
    const screen = byId.get(id);
    return screen ? [screen] : [];
  });
  return list.length > 0 ? list : undefined;
}

/** A wall screen's document as a phone shows it under mode 'reflow': reflowed by ScreenView's mobile rule. */
export const reflowed = (document: ScreenDocument): ScreenDocument =>
  document.config.scaling === 'mobile' ? document : { ...document, config: { ...document.config, scaling: 'mobile' } };

/** A document as a phone plays it under `mode`: mobile screens as drawn, wall screens reflowed. */
export const phoneDocument = (mode: MobileRuleMode, document: ScreenDocument): ScreenDocument =>
  mode === 'reflow' ? reflowed(document) : document;
