/**
 * English messages of social sign-in (issue 19), shared by the login and register pages, the mailed link's page
 * and the sign-in methods on change-password; they load with those pages, not with the entry bundle.
 * The first six `error.*` are the spec's texts.
 */
export const socialSignInEn = {
  'provider.fallback': 'the provider',
  'button.google': 'Sign in with Google',
  'button.facebook': 'Continue with Facebook',
  'buttons.or': 'or',
  'buttons.notReady': 'Login providers not ready yet...',
  'error.title': 'Sign-in with a provider stopped',
  'error.provider_not_found': 'Login provider not found',
  'error.not_signed_in': 'Not logged in',
  'error.providers_not_ready': 'Login providers not ready yet...',
  'error.refresh_not_supported': 'Chosen login provider is not supported for refreshing a token',
  'error.cancelled': 'User cancelled login or did not fully authorize.',
  'error.no_provider_user': 'No user is currently logged in with {provider}',
  'error.state_invalid': 'The sign-in took too long or was opened twice. Please try again.',
  'error.browser_mismatch':
    'This sign-in was started in another browser, so nobody was signed in. If you want to sign in, start again here.',
  'error.provider_answer_invalid':
    'The answer from {provider} could not be trusted, so nobody was signed in. Please try again.',
  'error.email_unverified':
    'Your e-mail address is not verified with {provider} yet. Verify it there first, then try again.',
  'error.identity_taken':
    'That sign-in account is already linked to another Congregate account. Sign in to that account instead, or use another one.',
  'error.account_disabled': 'This account is disabled. Ask your locale secretary.',
  'pending.loading': 'Loading your sign-in…',
  'pending.gone': 'This sign-in is not waiting any more: it was used, it expired, or the link is incomplete.',
  'pending.startAgain': 'Start again',
  'profile.photoAlt': 'Photo of {name} from {provider}',
  'confirm.title': 'Link your {provider} account',
  'confirm.intro': 'An account with {accountEmail} exists. Confirm it is yours once:',
  'confirm.password': 'Password of your Congregate account',
  'confirm.submit': 'Confirm and sign in',
  'confirm.wrongPassword': 'That password is incorrect. Nothing was linked.',
  'confirm.orEmail': 'Forgot the password, or signed up without one?',
  'confirm.emailLink': 'E-mail me a link instead',
  'confirm.emailSent': 'We sent a link to {sentTo}. Open it on this device within an hour to sign in.',
  'confirm.cancel': 'Not me — back to sign in',
  'register.title': 'Register with {provider}',
  'register.intro':
    'Your name and e-mail come from {provider}. Choose your locale and accept the agreement; you will sign in with {provider}.',
  'register.emailHint': 'Verified by {provider}; it cannot be changed here.',
  'emailConfirm.title': 'Confirm linking your account',
  'emailConfirm.intro':
    'Someone (hopefully you) signed in with a provider and asked to link it to your account. If that was you, confirm below.',
  'emailConfirm.submit': 'Confirm and sign in',
  'emailConfirm.missing': 'This link is incomplete. Open the link from the e-mail again.',
  'emailConfirm.gone': 'This link was already used or has expired. Sign in with the provider again.',
  'emailConfirm.toLogin': 'Go to sign in',
  'methods.title': 'Sign-in methods',
  'methods.intro': 'Besides your password, you can sign in with these accounts.',
  'methods.noPassword': 'You sign in with a provider only. Set a password below to have another way in.',
  'methods.linked': 'Linked as {email} since {date}',
  'methods.notLinked': 'Not linked',
  'methods.link': 'Link {provider}',
  'methods.unlink': 'Unlink',
  'methods.unlinkLabel': 'Unlink {provider}',
  'methods.unlinkTitle': 'Unlink {provider}?',
  'methods.unlinkBody':
    'You will no longer be able to sign in with {provider} ({email}). You can link it again later.',
  'methods.unlinked': '{provider} is unlinked.',
  'methods.justLinked': '{provider} is linked.',
  'methods.lastMethod': '{provider} is your only way to sign in. Set a password first, then unlink it.',
  'methods.loadFailed': 'Your sign-in methods could not be loaded.',
  'setPassword.title': 'Set a password',
  'setPassword.intro': 'Your account has no password yet. Set one to sign in with your e-mail too.',
  'setPassword.submit': 'Set password',
};

export type SocialSignInKey = keyof typeof socialSignInEn;
