import { fieldProblems, latestYear, LIMITS, PROFILE_LIMITS, type FieldProblem } from '@congregate/contracts';

/**
 * How the API words a refused field in one language: zod's checks by what they measured, and every field
 * problem of the contracts. The Filipino is the web's (`apps/web/src/lib/i18n/fil.ts`) wherever the web says
 * the same thing, so a person reads the same words in the app and in another client.
 */
export interface ProblemWords {
  required: string;
  /** Any value that is not right, when nothing more precise can be said. */
  check: string;
  expected: Record<'string' | 'number' | 'int' | 'boolean' | 'array' | 'object', string>;
  atLeastCharacters: (min: number) => string;
  atMostCharacters: (max: number) => string;
  exactlyCharacters: (length: number) => string;
  numberAtLeast: (min: number) => string;
  numberAbove: (min: number) => string;
  numberAtMost: (max: number) => string;
  numberBelow: (max: number) => string;
  multipleOf: (divisor: number) => string;
  atLeastOne: string;
  atLeastItems: (min: number) => string;
  atMostItems: (max: number) => string;
  exactlyItems: (length: number) => string;
  formats: Record<'id' | 'email' | 'date' | 'datetime' | 'time' | 'url', string>;
  /** A value that does not have the shape the field takes (a pattern, base64…). */
  format: string;
  chooseOneOf: (values: string) => string;
  use: (value: string) => string;
  removeFields: (keys: string, count: number) => string;
  /** Added to the envelope's message when more than its first issue is wrong. */
  andMore: (count: number) => string;
  problems: Record<FieldProblem, string>;
}

export const english: ProblemWords = {
  required: 'Required',
  check: 'Check this value',
  expected: {
    string: 'Use text',
    number: 'Use a number',
    int: 'Use a whole number',
    boolean: 'Use true or false',
    array: 'Use a list',
    object: 'Use a JSON object',
  },
  atLeastCharacters: (min) => `Use at least ${min} characters`,
  atMostCharacters: (max) => `Use at most ${max} characters`,
  exactlyCharacters: (length) => `Use exactly ${length} characters`,
  numberAtLeast: (min) => `Use a number of at least ${min}`,
  numberAbove: (min) => `Use a number above ${min}`,
  numberAtMost: (max) => `Use a number of at most ${max}`,
  numberBelow: (max) => `Use a number below ${max}`,
  multipleOf: (divisor) => `Use a multiple of ${divisor}`,
  atLeastOne: 'Give at least one',
  atLeastItems: (min) => `Give at least ${min}`,
  atMostItems: (max) => `Give at most ${max}`,
  exactlyItems: (length) => `Give exactly ${length}`,
  formats: {
    id: 'This is not a valid ID',
    email: 'Enter a valid email address',
    date: 'Enter a valid date (YYYY-MM-DD)',
    datetime: 'Enter a valid date and time (e.g. 2026-03-01T09:00:00Z)',
    time: 'Enter a valid time (HH:MM)',
    url: 'Enter a full web address (https://…)',
  },
  format: 'This is not in the expected format',
  chooseOneOf: (values) => `Choose one of: ${values}`,
  use: (value) => `Use ${value}`,
  removeFields: (keys, count) => `Remove ${keys}: this request does not take ${count === 1 ? 'it' : 'them'}`,
  andMore: (count) => (count === 1 ? '(and 1 more problem)' : `(and ${count} more problems)`),
  problems: fieldProblems,
};

export const filipino: ProblemWords = {
  required: 'Kailangan',
  check: 'Suriin ang halagang ito',
  expected: {
    string: 'Gumamit ng teksto',
    number: 'Gumamit ng numero',
    int: 'Gumamit ng buong numero',
    boolean: 'Gumamit ng true o false',
    array: 'Gumamit ng listahan',
    object: 'Gumamit ng JSON object',
  },
  atLeastCharacters: (min) => `Gumamit ng hindi bababa sa ${min} na karakter`,
  atMostCharacters: (max) => `Gumamit ng hindi hihigit sa ${max} na karakter`,
  exactlyCharacters: (length) => `Gumamit ng eksaktong ${length} na karakter`,
  numberAtLeast: (min) => `Gumamit ng numerong hindi bababa sa ${min}`,
  numberAbove: (min) => `Gumamit ng numerong higit sa ${min}`,
  numberAtMost: (max) => `Gumamit ng numerong hindi hihigit sa ${max}`,
  numberBelow: (max) => `Gumamit ng numerong mas mababa sa ${max}`,
  multipleOf: (divisor) => `Gumamit ng multiple ng ${divisor}`,
  atLeastOne: 'Magbigay ng kahit isa',
  atLeastItems: (min) => `Magbigay ng hindi bababa sa ${min}`,
  atMostItems: (max) => `Magbigay ng hindi hihigit sa ${max}`,
  exactlyItems: (length) => `Magbigay ng eksaktong ${length}`,
  formats: {
    id: 'Hindi ito wastong ID',
    email: 'Maglagay ng wastong email address',
    date: 'Maglagay ng wastong petsa (YYYY-MM-DD)',
    datetime: 'Maglagay ng wastong petsa at oras (hal. 2026-03-01T09:00:00Z)',
    time: 'Maglagay ng wastong oras (HH:MM)',
    url: 'Maglagay ng buong web address (https://…)',
  },
  format: 'Hindi ito nasa inaasahang anyo',
  chooseOneOf: (values) => `Pumili ng isa sa: ${values}`,
  use: (value) => `Gamitin ang ${value}`,
  removeFields: (keys, count) =>
    count === 1
      ? `Alisin ang ${keys}: hindi ito tinatanggap ng kahilingang ito`
      : `Alisin ang ${keys}: hindi tinatanggap ng kahilingang ito ang mga ito`,
  andMore: (count) => `(at ${count} pang problema)`,
  problems: {
    required: 'Kailangan',
    password_too_short: `Gumamit ng hindi bababa sa ${LIMITS.passwordMin} na karakter`,
    password_too_long: `Gumamit ng hindi hihigit sa ${LIMITS.passwordMax} na karakter`,
    password_contains_email: 'Hindi dapat naglalaman ang password ng iyong email address',
    password_unchanged: 'Pumili ng password na iba sa kasalukuyan',
    current_password_wrong: 'Mali ang kasalukuyang password',
    birth_date_future: 'Hindi maaaring nasa hinaharap ang petsa ng kapanganakan',
    date_future: 'Hindi maaaring nasa hinaharap',
    get year_out_of_range() {
      // The last accepted year moves with the calendar.
      return `Gumamit ng taon mula ${PROFILE_LIMITS.yearMin} hanggang ${latestYear()}`;
    },
    date_before_start: 'Hindi maaaring bago ang petsa ng simula',
    year_before_first: 'Hindi maaaring bago ang unang taon',
    graduation_future: 'Hindi maaaring nasa hinaharap ang taon ng pagtatapos',
    current_job_end: 'Iwanang blangko ang petsa ng pagtatapos para sa kasalukuyang trabaho',
    mobile_format: 'Gamitin ang internasyonal na format, hal. +639171234567',
    mobile_country_unknown: 'Hindi nagsisimula ang numerong ito sa kilalang country code',
    country_unknown: 'Pumili ng bansa',
    locale_not_listed: 'Pumili ng lokal mula sa listahan',
    locale_unchanged: 'Kabilang na ang miyembro sa lokal na ito',
    flock_outside_locale: 'Pumili ng kawan sa lokal ng miyembro',
    flock_archived: 'Naka-archive ang kawang ito; pumili ng iba',
    leader_outside_locale: 'Pumili ng endorsadong miyembro ng lokal ng kawan',
    leader_without_account:
      'Wala pang account ang miyembrong ito; anyayahan muna siyang mag-sign up bago gawing lider',
    member_outside_locale: 'Pumili ng endorsadong miyembro ng lokal ng grupo',
    email_registered: 'Nakarehistro na ang email na ito',
    email_unchanged: 'Ito na ang email address ng miyembro',
    link_invalid: 'Hindi na wasto ang link na ito. Humingi ng bago.',
    merge_same_record: 'Pumili ng ibang record ng miyembro',
    merge_no_account: 'Walang account na maikakabit ang rehistrong ito',
    relative_is_self: 'Hindi maaaring kamag-anak ng miyembro ang kanyang sarili',
    member_unknown: 'Walang miyembrong may ganitong ID',
    role_scope_unknown: 'Pumili ng kawan, lokal o distrito mula sa listahan',
    role_not_for_account:
      'Ang device ng kiosk lamang ang may tungkuling kiosk, at wala itong ibang tungkulin',
    signature_owner_missing: 'Sabihin kung kanino ang lagdang ito',
    signature_not_png: 'Hindi ma-save bilang larawan ang lagda. Iguhit itong muli.',
    signature_too_large: 'Masyadong malaki ang lagda. Burahin at iguhit nang mas maliit.',
    signature_unreadable: 'Hindi mabasa ang lagda. Iguhit itong muli.',
    file_missing: 'Pumili ng file',
    file_empty: 'Walang laman ang file',
    image_unreadable: 'Hindi ito larawang mababasa. Pumili ng larawang JPEG, PNG o WebP.',
    image_too_many_pixels: 'Masyadong malaki ang larawan (sobra ang pixel). Pumili ng mas maliit.',
    cursor_invalid: 'Nagbago ang listahan habang tinitingnan. Magsimulang muli sa unang pahina.',
    audience_outside_locale: 'Pumili ng kawan, grupo o cluster ng lokal na ito',
    send_at_too_late: 'Pumili ng oras sa loob ng isang taon mula ngayon',
  },
};
