/** English messages of the `validated` page; they load with its pages, not with the entry bundle. */
export const emailChangeEn = {
  'validated.title': 'Account validated',
  'validated.intro':
    'This page confirms a new email address, or shows the outcome of an endorsement decision.',
  'validated.explain':
    'Open it from the link in a confirmation email to activate a new email address. Admins come here after endorsing, rejecting or merging a registration.',
  'validated.home': 'Go to the home page',
  'validated.confirming': 'Confirming your new email address…',
  'validated.emailDone': 'Your new email address {email} is now active. Use it to sign in from now on.',
  'validated.signIn': 'Sign in',
  'validated.emailInvalid':
    'This link is not valid: it may have expired, been used already, or been replaced by a newer request. Ask for the change again (Profile → Change email) or ask your locale’s admin to send a new link.',
  'validated.emailTaken':
    'Another account started using this email address in the meantime, so the change was not made. Ask for the change again with another address.',
  'validated.outcome.endorsed':
    '{name} is now an endorsed member. They reach the app the next time they open a page.',
  'validated.outcome.rejected':
    '{name}’s registration was rejected. They were told the reason by email and see it when they sign in.',
  'validated.outcome.merged':
    '{name}’s registration was merged into the existing member record. They sign in with their own account and see that record.',
  'validated.someone': 'The person',
  'validated.back': 'Back to endorsement',
};

export type EmailChangeKey = keyof typeof emailChangeEn;
