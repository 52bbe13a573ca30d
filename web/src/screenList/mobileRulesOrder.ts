import type { MobileRuleMode, MobileRules } from '../../../shared/acts/group.js';

/** One mode's choice in the mobile display rules dialog: every screen of that kind in order, and which are played. */
export interface RuleChoice {
  order: string[];
  chosen: ReadonlySet<string>;
}

/**
 * The dialog's starting choice for a mode: the screens the rules name first, in the rules'
 * order (ids no longer in the group skipped), then the others in list order, unchosen.
 */
export function initialChoice(mode: MobileRuleMode, listed: readonly string[], rules: MobileRules | null): RuleChoice {
  const named = rules?.mode === mode ? rules.screens.filter((id) => listed.includes(id)) : [];
  const chosen = new Set(named);
  return { order: [...named, ...listed.filter((id) => !chosen.has(id))], chosen };
}

/** The ids a phone plays: the chosen screens in the order shown. */
export const chosenInOrder = (choice: RuleChoice): string[] => choice.order.filter((id) => choice.chosen.has(id));

/** The choice with one screen played or not. */
export function toggleChosen(choice: RuleChoice, id: string, on: boolean): RuleChoice {
  const chosen = new Set(choice.chosen);
  if (on) chosen.add(id);
  else chosen.delete(id);
  return { ...choice, chosen };
}
