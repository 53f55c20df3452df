import type { Locale, ModuleConfig, Profile, UserAccess } from '@congregate/contracts';

/**
 * What local storage holds, by key. Keys are the spec's (section 3) plus the caches of user access
 * and the locale list. No secret is ever stored: `access_token` only marks that a cookie session exists.
 */
export interface StoredValues {
  access_token: typeof SESSION_MARKER;
  profile: Profile;
  countryId: string;
  locale_name: string;
  localeName: string;
  member_name: string;
  member_id: string;
  memberId: string;
  memberType: string;
  email: string;
  localeId: string;
  userType: string;
  salutation: string;
  photo: string;
  flockName: string;
  cluster: string;
  user_access: UserAccess;
  locales: Locale[];
}

export type StorageKey = keyof StoredValues;

/** Stored under `access_token`: the session itself is an httpOnly cookie the app cannot read. */
export const SESSION_MARKER = 'cookie-session';

/** Device preferences that outlive sign-out (they describe the device, not the person). */
export const PREFERENCE_KEYS = ['mantine-color-scheme-value', 'congregate-language'] as const;

/** Module configuration is cached under the module's own name, as in the spec. */
export type ModuleConfigValue = ModuleConfig;
