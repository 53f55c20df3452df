/** Field limits shared by the server, the web forms and the tests. */
export const LIMITS = {
  nameMax: 80,
  emailMax: 254,
  passwordMin: 10,
  passwordMax: 200,
  mobileMax: 20,
  salutationMax: 20,
  reasonMax: 500,
  searchMax: 100,
} as const;

/** Versions of the documents a person accepts when registering. */
export const AGREEMENT_VERSIONS = {
  dataPrivacy: '2026-01',
  disclaimer: '2026-01',
} as const;
