import { LIMITS } from './limits.ts';

export type PasswordProblem = 'too_short' | 'too_long' | 'contains_email';

/** Why a new password is refused, or an empty list when it is acceptable. */
export function passwordProblems(password: string, email?: string | null): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < LIMITS.passwordMin) problems.push('too_short');
  if (password.length > LIMITS.passwordMax) problems.push('too_long');
  if (email) {
    const lower = password.toLowerCase();
    const address = email.trim().toLowerCase();
    const localPart = address.split('@')[0] ?? '';
    if (lower.includes(address) || (localPart.length >= 3 && lower.includes(localPart))) {
      problems.push('contains_email');
    }
  }
  return problems;
}

export const passwordProblemMessages: Record<PasswordProblem, string> = {
  too_short: `Use at least ${LIMITS.passwordMin} characters`,
  too_long: `Use at most ${LIMITS.passwordMax} characters`,
  contains_email: 'The password must not contain your email address',
};
