/**
 * Who may call a call, declared on its descriptor (`who`): one vocabulary for every service. The server applies
 * the rule before the handler runs (`apps/server/src/access/rules.ts`), the OpenAPI document says it in words
 * (`describeWho`), and the scope matrices read it to know whom to send and whom to refuse.
 */

/** Where in the request a rule reads the id it checks: a path parameter, a query field or a body field. */
export type RuleInput = `params.${string}` | `query.${string}` | `body.${string}`;

/**
 * Records a locale owns, whose locale (and district, flock and author) the server reads from an id to apply a
 * rule. A record without a locale (a shared category) belongs to the whole church: only super admins administer it.
 * A user account sits where its member record does (an account with none, an admin's or a kiosk's, is the whole
 * church's); a transfer, in the locale that receives the member (whose admins answer it).
 */
export const scopedThings = {
  locale: 'locale',
  flock: 'flock',
  'church-group': 'group',
  announcement: 'announcement',
  'church-event': 'event',
  gathering: 'gathering',
  kiosk: 'kiosk',
  'qr-location': 'poster',
  pep: 'PEP',
  'follow-up': 'follow-up',
  award: 'award',
  category: 'category',
  livestream: 'livestream',
  'gift-batch': 'batch',
  'statement-run': 'statement run',
  'record-board-entry': 'entry',
  'member-note': 'note',
  'check-in': 'check-in',
  fund: 'fund',
  user: 'user',
  transfer: 'transfer',
} as const;
export type ScopedThing = keyof typeof scopedThings;

/**
 * Who, relative to a record's locale, may call:
 * - `admins`: locale admins of its locale, district admins of its district, super admins;
 * - `members`: endorsed members of its locale;
 * - `leaders`: endorsed leaders of its flock — or, for a record with no flock of its own (an event, a locale), of
 *   any flock of its locale;
 * - `author`: the account that wrote it (a note, an entry);
 * - `finance`: who may see the locale's giving (its finance officers and admins, `access/giving-access.ts`);
 * - `finance-managers`: who may change it (finance officers of the locale);
 * - `kiosks`: a kiosk paired to the locale.
 */
export const audiences = [
  'admins',
  'members',
  'leaders',
  'author',
  'finance',
  'finance-managers',
  'kiosks',
] as const;
export type Audience = (typeof audiences)[number];

/** What a caller does to a member (the server's `canActOnMember`): see, read records, edit, administer. */
export type MemberAction = 'view' | 'read' | 'edit' | 'manage';

export type WhoRule =
  /** Anyone signed in: what they see is their own or filtered to their scope by the feature. */
  | { readonly kind: 'signed-in' }
  /** An endorsed member (or an admin account). */
  | { readonly kind: 'endorsed' }
  /** Anyone who administers a locale, a district or the church; the answer is filtered to their scope. */
  | { readonly kind: 'any-admin' }
  | { readonly kind: 'super-admin' }
  /** A paired kiosk (its own locale only; the feature works in it). */
  | { readonly kind: 'kiosk' }
  /** A record of a locale, read by id from the request; the caller is one of the audiences of its locale. */
  | {
      readonly kind: 'record';
      readonly thing: ScopedThing;
      readonly from: RuleInput;
      readonly audiences: readonly Audience[];
      /** The refusal's message, when the feature's words say more than "outside your scope". */
      readonly refusal?: string;
    }
  /** One member's record, read by id from the request: the member themself, their flock leaders or admins. */
  | {
      readonly kind: 'member';
      readonly from: RuleInput;
      readonly action: MemberAction;
      readonly refusal?: string;
    }
  /**
   * A rule that needs the data the call works on (a household's head, a gift's giver, a request's decider):
   * named in `access/` and applied by the feature, with the words the OpenAPI document shows.
   */
  | { readonly kind: 'data'; readonly text: string };

/** The rules, by name: `who: rule.record('announcement', 'params.id', 'admins')`. */
export const rule = {
  signedIn: { kind: 'signed-in' },
  endorsed: { kind: 'endorsed' },
  anyAdmin: { kind: 'any-admin' },
  superAdmin: { kind: 'super-admin' },
  kiosk: { kind: 'kiosk' },
  record<const T extends ScopedThing, const F extends RuleInput>(
    thing: T,
    from: F,
    ...audiences: [Audience, ...Audience[]]
  ): {
    readonly kind: 'record';
    readonly thing: T;
    readonly from: F;
    readonly audiences: readonly Audience[];
  } {
    return { kind: 'record', thing, from, audiences };
  },
  /** `record` with the refusal's own words. */
  recordSaying<const T extends ScopedThing, const F extends RuleInput>(
    refusal: string,
    thing: T,
    from: F,
    ...audiences: [Audience, ...Audience[]]
  ): {
    readonly kind: 'record';
    readonly thing: T;
    readonly from: F;
    readonly audiences: readonly Audience[];
    readonly refusal: string;
  } {
    return { kind: 'record', thing, from, audiences, refusal };
  },
  member<const F extends RuleInput>(
    from: F,
    action: MemberAction,
    refusal?: string,
  ): { readonly kind: 'member'; readonly from: F; readonly action: MemberAction; readonly refusal?: string } {
    return { kind: 'member', from, action, ...(refusal ? { refusal } : {}) };
  },
  data(text: string): { readonly kind: 'data'; readonly text: string } {
    return { kind: 'data', text };
  },
} as const;

const AUDIENCE_WORDS: Record<Audience, string> = {
  admins: 'admins over its locale',
  members: 'endorsed members of its locale',
  leaders: 'leaders of its flock',
  author: 'its author',
  finance: 'finance and admins of its locale',
  'finance-managers': 'finance of its locale',
  kiosks: 'a kiosk of its locale',
};

function joined(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** The rule in words, for the OpenAPI document: "Who may call: admins over its locale (the announcement in `params.id`)." */
export function describeWho(who: WhoRule): string {
  switch (who.kind) {
    case 'signed-in':
      return 'Who may call: anyone signed in (what they get is their own, or within their scope).';
    case 'endorsed':
      return 'Who may call: endorsed members and admin accounts.';
    case 'any-admin':
      return 'Who may call: admins (locale, district or super admins); the answer keeps to their scope.';
    case 'super-admin':
      return 'Who may call: super admins.';
    case 'kiosk':
      return 'Who may call: a paired kiosk, for its own locale.';
    case 'record':
      return `Who may call: ${joined(who.audiences.map((a) => AUDIENCE_WORDS[a]))} (the ${scopedThings[who.thing]} in \`${who.from}\`).`;
    case 'member': {
      const words: Record<MemberAction, string> = {
        view: 'the member themself, their flock leaders or admins over them',
        read: 'the member themself once endorsed, their flock leaders or admins over them',
        edit: 'the member themself once endorsed, or admins over them',
        manage: 'admins over the member',
      };
      return `Who may call: ${words[who.action]} (the member in \`${who.from}\`).`;
    }
    case 'data':
      return `Who may call: ${who.text}`;
  }
}

// Who may make the admin calls about members, in the words their OpenAPI descriptions add (one wording for all).
/** A call over the caller's admin scope. */
export const adminScopeText =
  'Admins only (super admin: everyone; district admin: their districts’ locales; locale admin: their locales); others 403.';

/** A change to one member, decided by an admin over that member's locale. */
export const overMemberText =
  'An admin over the member’s locale (or district, or a super admin); others 403. Audited.';

/** Who makes a category (`POST categories` of the groups and the video service: one table, one rule). */
export const categoryMakersText =
  'admins over the locale of `localeId`; a shared category (`localeId: null`) super admins only; anyone else 403.';
