import { LIMITS } from '../../../shared/limits.js';
import { isStrongPassword } from '../../../shared/validation/plain-rules.js';

/** The password rule (docs/limits.md#validation-rules) as a checklist: four character classes and the length. */
export type PasswordCheck = 'upper' | 'lower' | 'digit' | 'symbol' | 'length';
export const PASSWORD_CHECKS: readonly PasswordCheck[] = ['upper', 'lower', 'digit', 'symbol', 'length'];

export interface PasswordStrength {
  met: Record<PasswordCheck, boolean>;
  /** 0..5: how many checks pass. */
  score: number;
  level: 'empty' | 'weak' | 'fair' | 'good' | 'strong';
  /** Exactly the server's rule (shared `isStrongPassword`). */
  acceptable: boolean;
}

export function passwordStrength(value: string): PasswordStrength {
  const met: Record<PasswordCheck, boolean> = {
    upper: /[A-Z]/.test(value),
    lower: /[a-z]/.test(value),
    digit: /\d/.test(value),
    symbol: /[^A-Za-z0-9]/.test(value),
    length: value.length > LIMITS.passwordMinLengthExclusive && value.length <= LIMITS.passwordMaxLength,
  };
  const score = PASSWORD_CHECKS.filter((check) => met[check]).length;
  const acceptable = isStrongPassword(value);
  const level = !value ? 'empty' : acceptable ? 'strong' : score >= 4 ? 'good' : score >= 2 ? 'fair' : 'weak';
  return { met, score, level, acceptable };
}
