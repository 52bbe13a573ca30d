import type { MobileRuleMode, MobileRules } from './group.js';

/**
 * A group's mobile display rules at read time (`v1/group/mobile_group`): the stored list names
 * screens that may since have been deleted, moved to another group or (for a share) are not
 * shown; a phone simply skips them. Pure, for the handlers and the SPA alike.
 */

/** A screen as the rules look at it: its id and whether it is a mobile screen. */
export interface RuleCandidate {
  id: string;
  mobile: boolean;
}

/** Whether a screen is of the kind a mode lists: mobile screens for 'mobile', wall screens for 'reflow'. */
export const fitsMode = (mode: MobileRuleMode, screen: Pick<RuleCandidate, 'mobile'>): boolean =>
  screen.mobile === (mode === 'mobile');

/** The ids of `wanted` that are not screens of the group of the mode's kind. */
export function misfits(mode: MobileRuleMode, wanted: readonly string[], group: readonly RuleCandidate[]): string[] {
  const fitting = new Set(group.filter((s) => fitsMode(mode, s)).map((s) => s.id));
  return wanted.filter((id) => !fitting.has(id));
}

/**
 * What a phone plays: the rules' ids, in their order, that are still among `available`
 * screens of the mode's kind; an empty list when no rules are set or none is left (the phone
 * then plays what a wall plays).
 */
export function phoneList(rules: MobileRules | null | undefined, available: readonly RuleCandidate[]): string[] {
  if (!rules) return [];
  const fitting = new Set(available.filter((s) => fitsMode(rules.mode, s)).map((s) => s.id));
  return rules.screens.filter((id) => fitting.has(id));
}
