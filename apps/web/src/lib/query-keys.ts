/**
 * The query keys of the app: one factory per entity, hierarchical (`all` → `lists()` → `list(…)`,
 * `details()` → `detail(id)`), so that invalidating a prefix refreshes every screen that shows the
 * entity. Every query and every invalidation uses these; a mutation invalidates the `all` (or a narrower
 * prefix) of each entity it changes.
 */

/** Members as others see them: profile by id, the admin detail, search and locale lists, flock lists. */
export const memberKeys = {
  all: ['members'] as const,
  /** `members/profileByMemberId/{id}`. */
  profiles: () => [...memberKeys.all, 'profile'] as const,
  profile: (memberId: string) => [...memberKeys.profiles(), memberId] as const,
  /** `admin/members/{id}`: account, sign-ins, roles, consents, open requests. */
  details: () => [...memberKeys.all, 'detail'] as const,
  detail: (memberId: string) => [...memberKeys.details(), memberId] as const,
  /** Every list of members: the admin search, a locale's members, the flock. */
  lists: () => [...memberKeys.all, 'list'] as const,
  search: (filters: object, limit: number) => [...memberKeys.lists(), 'search', filters, limit] as const,
  ofLocale: (localeId: string, query: object) => [...memberKeys.lists(), 'locale', localeId, query] as const,
  ofMyFlock: () => [...memberKeys.lists(), 'my-flock'] as const,
  /** `members/profileByMemberIdNoAuth/{id}`: display name, photo, locale name (public invitations). */
  publicProfile: (memberId: string) => [...memberKeys.all, 'public-profile', memberId] as const,
  /** The member's locale history (changes with a transfer). */
  destinations: (memberId: string) => [...memberKeys.all, 'destinations', memberId] as const,
};

/** The signed-in member's own profile (kept in storage too) and what their roles allow. */
export const myProfileKeys = {
  all: ['my-profile'] as const,
};

export const userAccessKeys = {
  all: ['user-access'] as const,
  detail: (userId: string | null) => [...userAccessKeys.all, userId] as const,
};

/** Role grants of a user account. */
export const userRoleKeys = {
  all: ['user-roles'] as const,
  detail: (userId: string) => [...userRoleKeys.all, userId] as const,
};

/** Transfers between locales: the admins' lists and a member's own requests. */
export const transferKeys = {
  all: ['transfers'] as const,
  lists: () => [...transferKeys.all, 'list'] as const,
  list: (direction: 'in' | 'out') => [...transferKeys.lists(), direction] as const,
  requestsOf: (memberId: string) => [...transferKeys.all, 'requests', memberId] as const,
};

/** Requests to change a member's e-mail address. */
export const emailChangeKeys = {
  all: ['email-changes'] as const,
  requestsOf: (memberId: string) => [...emailChangeKeys.all, 'requests', memberId] as const,
};

/** Registrations waiting for endorsement. */
export const endorsementKeys = {
  all: ['endorsements'] as const,
  lists: () => [...endorsementKeys.all, 'list'] as const,
  list: (localeId: string | null) => [...endorsementKeys.lists(), localeId] as const,
};

/** The admin dashboard's counts (pending endorsements, transfers, members by cluster and flock). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  detail: (localeId: string | null) => [...dashboardKeys.all, localeId] as const,
  /** `admin/waiting`: what waits for the admin over their whole scope (home's secretary card). */
  waiting: () => [...dashboardKeys.all, 'waiting'] as const,
};

export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (filters: object) => [...auditKeys.lists(), filters] as const,
};

/** Locales: the list of all, one with its services, and the information page's. */
export const localeKeys = {
  all: ['locales'] as const,
  lists: () => [...localeKeys.all, 'list'] as const,
  details: () => [...localeKeys.all, 'detail'] as const,
  detail: (localeId: string | null) => [...localeKeys.details(), localeId] as const,
  information: (localeId: string) => [...localeKeys.all, 'information', localeId] as const,
};

/** A locale's flocks and clusters. */
export const flockKeys = {
  all: ['flocks'] as const,
  ofLocale: (localeId: string) => [...flockKeys.all, 'locale', localeId] as const,
  /** `config/flock/info/{id}`: one flock with its locale, size and leaders. */
  info: (flockId: string) => [...flockKeys.all, 'info', flockId] as const,
};

export const countryKeys = {
  all: ['countries'] as const,
};

export const moduleConfigKeys = {
  all: ['module-config'] as const,
  detail: (module: string) => [...moduleConfigKeys.all, module] as const,
};

export const memberCardKeys = {
  all: ['member-card'] as const,
  detail: (memberId: string) => [...memberCardKeys.all, memberId] as const,
};

export const attendanceKeys = {
  all: ['attendance'] as const,
  ofMember: (memberId: string) => [...attendanceKeys.all, 'member', memberId] as const,
  /** The reports (`attendance/...`): under `all`, so every check-in recorded or removed refreshes them. */
  reports: () => [...attendanceKeys.all, 'reports'] as const,
  mine: () => [...attendanceKeys.reports(), 'me'] as const,
  ofFlock: (flockId: string, query: object) =>
    [...attendanceKeys.reports(), 'flock', flockId, query] as const,
  localeTrend: (localeId: string, query: object) =>
    [...attendanceKeys.reports(), 'locale-trend', localeId, query] as const,
  summary: (query: object) => [...attendanceKeys.reports(), 'summary', query] as const,
};

/** A locale's gatherings (with their check-in and first-timer counts). */
export const gatheringKeys = {
  all: ['gatherings'] as const,
  lists: () => [...gatheringKeys.all, 'list'] as const,
  list: (localeId: string, range: object) => [...gatheringKeys.lists(), localeId, range] as const,
  one: (id: string) => [...gatheringKeys.all, 'one', id] as const,
};

/** Who checked in to a gathering: the admins' list and a flock's tick list. */
export const checkInKeys = {
  all: ['check-ins'] as const,
  lists: () => [...checkInKeys.all, 'list'] as const,
  /** `method`: only check-ins made that way (`face`, to review them); null for all. */
  list: (gatheringId: string, q: string, method: string | null = null) =>
    [...checkInKeys.lists(), gatheringId, q, method] as const,
  ofFlock: (gatheringId: string, flockId: string) =>
    [...checkInKeys.all, 'flock', gatheringId, flockId] as const,
};

/** A locale's kiosk devices. */
export const kioskKeys = {
  all: ['kiosks'] as const,
  ofLocale: (localeId: string) => [...kioskKeys.all, localeId] as const,
};

/** A locale's QR-location posters. */
export const qrLocationKeys = {
  all: ['qr-locations'] as const,
  ofLocale: (localeId: string) => [...qrLocationKeys.all, localeId] as const,
  /** A poster as its public page shows it (locale, room, the gathering open there). */
  publicInfo: (id: string) => [...qrLocationKeys.all, 'public', id] as const,
};

export const documentKeys = {
  all: ['documents'] as const,
  ofMember: (memberId: string) => [...documentKeys.all, memberId] as const,
};

export const signatureKeys = {
  all: ['signatures'] as const,
  detail: (memberId: string) => [...signatureKeys.all, memberId] as const,
};

/** The profile's list sections (addresses, relatives, educations…). */
export const sectionKeys = {
  all: ['profile-sections'] as const,
  ofMember: (memberId: string) => [...sectionKeys.all, memberId] as const,
  list: (section: string, memberId: string) => [...sectionKeys.ofMember(memberId), section] as const,
};

/** A member's face check-in enrolment (`faces/status`): their own, or a member's as their admin sees it. */
export const faceEnrolmentKeys = {
  all: ['face-enrolment'] as const,
  status: (memberId: string | null) => [...faceEnrolmentKeys.all, memberId] as const,
};

/** Prospects (PEP): the lists (admin, search, a soul winner's), one with its history, follow-ups, the funnel. */
export const pepKeys = {
  all: ['peps'] as const,
  lists: () => [...pepKeys.all, 'list'] as const,
  list: (query: object) => [...pepKeys.lists(), query] as const,
  details: () => [...pepKeys.all, 'detail'] as const,
  detail: (pepId: string) => [...pepKeys.details(), pepId] as const,
  followUps: (pepId: string) => [...pepKeys.all, 'follow-ups', pepId] as const,
  /** A PEP's repeat visits from the public forms (their new contact offered to staff). */
  visits: (pepId: string) => [...pepKeys.all, 'visits', pepId] as const,
  duplicates: (query: object) => [...pepKeys.all, 'duplicates', query] as const,
  funnel: (query: object) => [...pepKeys.all, 'funnel', query] as const,
  /** The soul winners' board (every PEP change may move it). */
  soulWinners: (query: object) => [...pepKeys.all, 'soul-winners', query] as const,
  /** A scheduled PEP's printable baptismal form with its signed token. */
  baptismalForm: (pepId: string) => [...pepKeys.all, 'baptismal-form', pepId] as const,
  /** Baptism monitoring of an event or a batch. */
  baptismMonitoring: (query: object) => [...pepKeys.all, 'baptism-monitoring', query] as const,
};

/** Church events (issue 13: the baptism events a PEP is scheduled for). */
export const churchEventKeys = {
  all: ['church-events'] as const,
  lists: () => [...churchEventKeys.all, 'list'] as const,
  list: (query: object) => [...churchEventKeys.lists(), query] as const,
  /** `events/{id}/public`: what a guest sees of one event (issue 14). */
  public: (eventId: string) => [...churchEventKeys.all, 'public', eventId] as const,
  /** `events/upcoming?memberId`: a member's share pages (issue 14). */
  upcoming: (memberId: string) => [...churchEventKeys.all, 'upcoming', memberId] as const,
  /** `GET events` page by page (the admins' events list): another shape than `list`'s array. */
  paged: (query: object) => [...churchEventKeys.lists(), 'paged', query] as const,
  details: () => [...churchEventKeys.all, 'detail'] as const,
  detail: (eventId: string) => [...churchEventKeys.details(), eventId] as const,
  /** `GET events/{id}/summary`: its RSVP figures (changed by every RSVP, arrival and walk-in). */
  summary: (eventId: string) => [...churchEventKeys.all, 'summary', eventId] as const,
};

/** An event's RSVPs as the locale's admins list them (issue 14). */
export const rsvpKeys = {
  all: ['rsvps'] as const,
  lists: () => [...rsvpKeys.all, 'list'] as const,
  list: (eventId: string, query: object) => [...rsvpKeys.lists(), eventId, query] as const,
};

/** A guest's own RSVP, read with the code of their link (issue 14). */
export const guestRsvpKeys = {
  all: ['guest-rsvps'] as const,
  byCode: (code: string) => [...guestRsvpKeys.all, 'by-code', code] as const,
};

/** A public form's token (`POST form-tokens`), one per form opening: renewed after each submission. */
export const formTokenKeys = {
  all: ['form-tokens'] as const,
  of: (form: string, round: number) => [...formTokenKeys.all, form, round] as const,
};

/** The public visitor form's look-ups: an invite link's member, members by display name. */
export const visitorKeys = {
  all: ['visitors'] as const,
  inviter: (memberId: string) => [...visitorKeys.all, 'inviter', memberId] as const,
  inviters: (localeId: string, q: string) => [...visitorKeys.all, 'inviters', localeId, q] as const,
  confirm: (token: string) => [...visitorKeys.all, 'confirm', token] as const,
};

/**
 * The group config service's flocks and groups (issue 15): a locale's flocks, clusters, groups and a group's
 * members (`admin-groups`, `group-register`). Changing a flock's staff changes who leads: invalidate `all`.
 */
export const groupKeys = {
  all: ['groups'] as const,
  flocks: (query: object) => [...groupKeys.all, 'flocks', query] as const,
  clusters: (localeId: string) => [...groupKeys.all, 'clusters', localeId] as const,
  groups: (query: object) => [...groupKeys.all, 'groups', query] as const,
  members: (groupId: string) => [...groupKeys.all, 'members', groupId] as const,
};

/** A leader's flock (issue 15): the flocks one leads, a flock's week, members, one member, celebrants; notes. */
export const flockCareKeys = {
  all: ['flock-care'] as const,
  led: () => [...flockCareKeys.all, 'led'] as const,
  flock: (flockId: string) => [...flockCareKeys.all, 'flock', flockId] as const,
  overview: (flockId: string) => [...flockCareKeys.flock(flockId), 'overview'] as const,
  members: (flockId: string, q: string) => [...flockCareKeys.flock(flockId), 'members', q] as const,
  member: (flockId: string, memberId: string) =>
    [...flockCareKeys.flock(flockId), 'member', memberId] as const,
  celebrants: (flockId: string, period: string) =>
    [...flockCareKeys.flock(flockId), 'celebrants', period] as const,
  notes: (memberId: string) => [...flockCareKeys.all, 'notes', memberId] as const,
};

/** Requests to join a flock or group (issue 15, `group-register`): the caller's own, or those they decide. */
export const joinRequestKeys = {
  all: ['join-requests'] as const,
  list: (query: object) => [...joinRequestKeys.all, 'list', query] as const,
};

/** A locale's awards (issue 15, `flock-awards`): pages of a period's list, and one award (its certificate). */
export const awardKeys = {
  all: ['awards'] as const,
  lists: () => [...awardKeys.all, 'list'] as const,
  list: (query: object) => [...awardKeys.lists(), query] as const,
  detail: (awardId: string) => [...awardKeys.all, 'detail', awardId] as const,
};

/** The one category picker's categories (`category-popover`), per kind and locale. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (kind: string, localeId: string) => [...categoryKeys.all, 'list', kind, localeId] as const,
};

/** A locale's record board ("RRB"): its entries, one entry, its settings. */
export const recordBoardKeys = {
  all: ['record-board'] as const,
  lists: () => [...recordBoardKeys.all, 'list'] as const,
  list: (query: object) => [...recordBoardKeys.lists(), query] as const,
  detail: (entryId: string) => [...recordBoardKeys.all, 'detail', entryId] as const,
  settings: (localeId: string) => [...recordBoardKeys.all, 'settings', localeId] as const,
};

/** Announcements (issue 16): a locale's list, one announcement, and how many an audience reaches. */
export const announcementKeys = {
  all: ['announcements'] as const,
  lists: () => [...announcementKeys.all, 'list'] as const,
  list: (localeId: string) => [...announcementKeys.lists(), localeId] as const,
  detail: (id: string) => [...announcementKeys.all, 'detail', id] as const,
  audienceSize: (query: object) => [...announcementKeys.all, 'audience-size', query] as const,
};

/** The caller's notices (issue 16): the inbox pages, the unread count (the bell), their channels per topic. */
export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: () => [...notificationKeys.all, 'inbox'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

/** The e-mail outbox (issue 16, super admins): its pages per state filter. */
export const emailOutboxKeys = {
  all: ['email-outbox'] as const,
  list: (state: string | null) => [...emailOutboxKeys.all, 'list', state ?? 'all'] as const,
};

/** Web push (issue 16): the server's VAPID key. */
export const pushKeys = {
  all: ['push'] as const,
  key: () => [...pushKeys.all, 'key'] as const,
};

/** Giving (payment service): funds, settings, gifts, receipts, recurring plans, summaries, batches, statement runs. */
export const givingKeys = {
  all: ['giving'] as const,
  /** `giving-access`: the locales whose giving the caller may see. */
  access: () => [...givingKeys.all, 'access'] as const,
  funds: (localeId: string | null, includeArchived: boolean) =>
    [...givingKeys.all, 'funds', localeId, includeArchived] as const,
  settings: (localeId: string | null) => [...givingKeys.all, 'settings', localeId] as const,
  /** Every list of gifts (mine, a member's, a locale's) with its filters. */
  gifts: () => [...givingKeys.all, 'gifts'] as const,
  giftList: (filters: object) => [...givingKeys.gifts(), 'list', filters] as const,
  gift: (id: string) => [...givingKeys.gifts(), 'detail', id] as const,
  summary: (localeId: string, year: number) => [...givingKeys.gifts(), 'summary', localeId, year] as const,
  recurring: (filters: object) => [...givingKeys.all, 'recurring', filters] as const,
  batches: () => [...givingKeys.all, 'batches'] as const,
  batchList: (localeId: string, filters: object) =>
    [...givingKeys.batches(), 'list', localeId, filters] as const,
  batch: (id: string) => [...givingKeys.batches(), 'detail', id] as const,
  statementRuns: (localeId: string) => [...givingKeys.all, 'statement-runs', localeId] as const,
  statementRun: (id: string) => [...givingKeys.all, 'statement-run', id] as const,
};

/** Households (issue 18): mine, one by id, the requests to and from me. */
export const householdKeys = {
  all: ['households'] as const,
  mine: () => [...householdKeys.all, 'mine'] as const,
  detail: (id: string) => [...householdKeys.all, 'detail', id] as const,
  requests: () => [...householdKeys.all, 'requests'] as const,
};

/** Family links (issue 18): the requests to and from me, a linked relative's card. */
export const familyKeys = {
  all: ['family-links'] as const,
  requests: () => [...familyKeys.all, 'requests'] as const,
  card: (memberId: string) => [...familyKeys.all, 'card', memberId] as const,
};

/** The video service (issue 18): videos, their categories, livestreams, the caller's progress. */
export const videoKeys = {
  all: ['video'] as const,
  videos: () => [...videoKeys.all, 'videos'] as const,
  videoList: (filters: { categoryId?: string; q?: string; manage?: boolean; localeId?: string }) =>
    [...videoKeys.videos(), 'list', filters] as const,
  video: (id: string) => [...videoKeys.videos(), 'detail', id] as const,
  continueWatching: () => [...videoKeys.videos(), 'continue'] as const,
  categories: (localeId: string | null) => [...videoKeys.all, 'categories', localeId] as const,
  livestreams: () => [...videoKeys.all, 'livestreams'] as const,
  currentLivestream: (localeId: string) => [...videoKeys.livestreams(), 'current', localeId] as const,
  livestreamList: (localeId: string, past: boolean) =>
    [...videoKeys.livestreams(), 'list', localeId, past] as const,
  livestream: (id: string) => [...videoKeys.livestreams(), 'detail', id] as const,
};

/** Social sign-in (issue 19): the offered providers, a pending provider sign-in, my sign-in methods. */
export const socialSignInKeys = {
  all: ['social-sign-in'] as const,
  providers: () => [...socialSignInKeys.all, 'providers'] as const,
  pending: (token: string) => [...socialSignInKeys.all, 'pending', token] as const,
  methods: () => [...socialSignInKeys.all, 'methods'] as const,
};
