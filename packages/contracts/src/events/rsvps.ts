import { z } from 'zod';
import { emailSchema, idSchema, mobileSchema, personNameSchema } from '../common.ts';
import { LIMITS } from '../limits.ts';
import { churchEventSchema, publicEventSchema } from './church-events.ts';
import { formTokenFieldSchema } from './form-tokens.ts';
import { inviterRefSchema } from './visitors.ts';

/**
 * A guest's RSVP: `registered` (taken for them by a flock leader, until they confirm through their link),
 * `confirmed` (a seat is theirs), `waitlisted` (over capacity; moved up in order when a seat frees),
 * `attended` (admitted at the door), `cancelled` (by the guest through their link, or an admin).
 */
export const rsvpStatuses = ['registered', 'confirmed', 'waitlisted', 'attended', 'cancelled'] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

/** How an RSVP came: a guest's own form (from an invitation), a flock leader for a guest, a walk-in at the door. */
export const rsvpSources = ['invitation', 'flock-leader', 'walk-in'] as const;
export type RsvpSource = (typeof rsvpSources)[number];

export const RSVP_LIMITS = {
  partySizeMax: 20,
  listLimitMax: 100,
  /** RSVPs accepted from one address per hour. */
  perHour: 20,
  /** A guest's own RSVPs from one address to one event that are not cancelled, at most (issue 35). */
  perAddressPerEvent: 3,
  /** A repeated RSVP resends the guest's link at most once in this many minutes. */
  resendMinutes: 10,
  notesMax: 500,
} as const;

/** The signed token a guest's QR carries (`typ` of the JWT, signed with the server's card key). */
export const RSVP_CODE_TYPE = 'congregate-rsvp+jwt';

const partySizeSchema = z.number().int().min(1).max(RSVP_LIMITS.partySizeMax);

/** `POST events/{id}/rsvps` (public): a guest's RSVP. Mobile or e-mail (or both) so the church can reach them. */
export const newRsvpSchema = z
  .strictObject({
    firstName: personNameSchema,
    lastName: personNameSchema,
    mobile: mobileSchema.optional(),
    email: emailSchema.optional(),
    partySize: partySizeSchema,
    /** The inviting member (the soul winner): their id from the invitation link, or a handle picked by name. */
    invitedBy: inviterRefSchema.optional(),
    /** First time at this church. */
    firstTime: z.boolean().optional(),
    /** May the church contact them after the event. */
    consentToContact: z.boolean().optional(),
    /** Left empty by people (hidden from them); bots fill it. */
    website: z.string().max(200).optional(),
    /** The token the server issued when the form opened (`POST form-tokens`): one submission, timed from its issue. */
    formToken: formTokenFieldSchema,
    /** Older clients' own clock of when the form opened; ignored (the token's issue time counts). */
    openedAt: z.number().int().positive().optional(),
  })
  .refine((r) => r.mobile !== undefined || r.email !== undefined, {
    message: 'Give a mobile number or an e-mail address',
    path: ['mobile'],
  });
export type NewRsvp = z.infer<typeof newRsvpSchema>;

/** What the guest gets back (and their link shows): their own RSVP and the signed code their QR carries. */
export const guestRsvpSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  partySize: z.number().int(),
  status: z.enum(rsvpStatuses),
  /** Place on the waiting list (1 = next), when waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  arrivedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /**
   * How the church reaches the guest about this RSVP (a seat freed for a waitlisted one, the day-before reminder):
   * whether they gave an e-mail address (`mail`) and a mobile number (`phone`). Never the contact itself.
   */
  reachBy: z.object({ mail: z.boolean(), phone: z.boolean() }),
  /** Signed; shown as a QR and scanned at the door. Also e-mailed when an e-mail was given. */
  code: z.string(),
});
export type GuestRsvp = z.infer<typeof guestRsvpSchema>;

/**
 * What a guest's own RSVP answers (issue 35): the same whether it was new or matched one already made — no code,
 * no status — and the link goes to the contact: `sentTo` says where the link of a new RSVP goes (or, for one that
 * exists, the contact on file), read from what the form gave alone.
 */
export const rsvpReceiptSchema = z.object({
  received: z.literal(true),
  sentTo: z.object({ email: z.boolean(), mobile: z.boolean() }),
});
export type RsvpReceipt = z.infer<typeof rsvpReceiptSchema>;

/** A flock leader's RSVP for a guest: as the guest's, without the code — the guest confirms through their link. */
export const registeredGuestRsvpSchema = guestRsvpSchema.omit({ code: true });
export type RegisteredGuestRsvp = z.infer<typeof registeredGuestRsvpSchema>;

/**
 * Why a guest's own RSVP was refused (422 issue codes): the invitation page words them in the guest's language;
 * the English is what the API says.
 */
export const rsvpFormProblems = {
  party_too_large: 'This event takes at most {max} people per RSVP; ask the church about a larger group',
  bot: 'This form could not be accepted; try again',
} as const;

/** `GET rsvps/by-code?code` (public): the guest's RSVP and its event, from the code their link carries. */
export const rsvpCodeQuerySchema = z.strictObject({ code: z.string().min(10).max(2000) });
export const rsvpCodeBodySchema = z.strictObject({ code: z.string().min(10).max(2000) });
export const guestRsvpViewSchema = z.object({ rsvp: guestRsvpSchema, event: publicEventSchema });
export type GuestRsvpView = z.infer<typeof guestRsvpViewSchema>;

/** An RSVP as the locale's admins see it (contact included). */
export const rsvpSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  partySize: z.number().int(),
  firstTime: z.boolean(),
  consentToContact: z.boolean(),
  status: z.enum(rsvpStatuses),
  source: z.enum(rsvpSources),
  /** The member who invited them (the soul winner), with their flock. */
  soulWinner: z
    .object({
      id: idSchema,
      displayName: z.string(),
      flock: z.object({ id: idSchema, name: z.string() }).nullable(),
    })
    .nullable(),
  /** The PEP the guest is (made or found when they RSVP'd). */
  pepId: idSchema.nullable(),
  notes: z.string().nullable(),
  arrivedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Rsvp = z.infer<typeof rsvpSchema>;

/** `GET events/{id}/rsvps?status&q&soulWinnerId&cursor&limit`: newest first. */
export const rsvpListQuerySchema = z.strictObject({
  status: z.enum(rsvpStatuses).optional(),
  /** Part of the guest's name, mobile or e-mail. */
  q: z.string().trim().max(LIMITS.searchMax).optional(),
  soulWinnerId: idSchema.optional(),
  firstTime: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(RSVP_LIMITS.listLimitMax).default(50),
});
export const rsvpPageSchema = z.object({
  items: z.array(rsvpSchema),
  /** How many match the filter (all pages). */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type RsvpPage = z.infer<typeof rsvpPageSchema>;

/** `PATCH events/{id}/rsvps/{rsvpId}` (an admin): correct details, change the status (audited). */
export const rsvpPatchSchema = z
  .strictObject({
    firstName: personNameSchema.optional(),
    lastName: personNameSchema.optional(),
    mobile: mobileSchema.nullable().optional(),
    email: emailSchema.nullable().optional(),
    partySize: partySizeSchema.optional(),
    firstTime: z.boolean().optional(),
    status: z.enum(rsvpStatuses).optional(),
    notes: z.string().trim().max(RSVP_LIMITS.notesMax).nullable().optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change' });
export type RsvpPatch = z.infer<typeof rsvpPatchSchema>;

/**
 * `POST events/{id}/rsvps/on-behalf` (`flock-rsvp-add-modal`): a flock leader (or an admin) registers a guest
 * a member of their flock invited. The RSVP is `registered` (or `waitlisted`) until the guest confirms.
 */
export const onBehalfRsvpSchema = z
  .strictObject({
    /** The inviting member (soul winner): a member of a flock the caller leads, or any member they administer. */
    memberId: idSchema,
    firstName: personNameSchema,
    lastName: personNameSchema,
    mobile: mobileSchema.optional(),
    email: emailSchema.optional(),
    partySize: partySizeSchema,
    firstTime: z.boolean().optional(),
  })
  .refine((r) => r.mobile !== undefined || r.email !== undefined, {
    message: 'Give a mobile number or an e-mail address',
    path: ['mobile'],
  });
export type OnBehalfRsvp = z.infer<typeof onBehalfRsvpSchema>;

/**
 * The door is open from this long before an event starts until this long after it ends (issue 37: a guest was
 * admitted 11 days early without a word). Outside it a scan is refused with `outside_door_window` unless the usher,
 * told so, admits the guest anyway (`admitOutsideWindow`).
 */
export const DOOR_WINDOW = { opensMinutesBefore: 180, closesMinutesAfter: 120 } as const;

/** `POST events/{id}/arrivals { code, admitOutsideWindow? }`: an usher scans a guest's QR. */
export const arrivalSchema = z
  .strictObject({
    /** The RSVP's code, scanned from the guest's QR or typed. */
    code: z.string().min(10).max(2000).optional(),
    /** Or the RSVP itself, found by the guest's name when their phone is dead (an usher who reads the list). */
    rsvpId: idSchema.optional(),
    /** The usher was told the door is not open for this event now, and admits the guest anyway. */
    admitOutsideWindow: z.boolean().optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.rsvpId === undefined), {
    message: 'Give the RSVP’s code or the RSVP, one of them',
    path: ['code'],
  });
export const arrivalAnswerSchema = z.object({
  rsvp: rsvpSchema,
  /** When they had already been admitted (a second scan changes nothing), else null. */
  alreadyArrivedAt: z.iso.datetime().nullable(),
  /** Their status before this scan (a waitlisted or cancelled guest is admitted too; the usher is told). */
  previousStatus: z.enum(rsvpStatuses),
});
export type Arrival = z.infer<typeof arrivalAnswerSchema>;

/**
 * Why an usher's scan is refused (`POST events/{id}/arrivals`, 422): the issue `code` of the answer, which the
 * entry page words in the usher's language (the English is what the API says).
 */
export const rsvpArrivalProblems = {
  rsvp_code_invalid: 'This code is not an RSVP of this church',
  rsvp_other_event: 'This RSVP is for another event',
  event_cancelled: 'This event was cancelled',
  outside_door_window: 'The door is not open for this event now',
} as const;
export type RsvpArrivalProblem = keyof typeof rsvpArrivalProblems;

/** `POST events/{id}/walk-ins`: a guest without an RSVP registered at the door, admitted at once. */
export const walkInSchema = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
  mobile: mobileSchema.optional(),
  email: emailSchema.optional(),
  partySize: partySizeSchema,
  /** Who invited them: picked by display name (the inviter search's handle), or a member id. */
  invitedBy: inviterRefSchema.optional(),
  firstTime: z.boolean().optional(),
  consentToContact: z.boolean().optional(),
});
export type WalkIn = z.infer<typeof walkInSchema>;

/** Counts of an event's RSVPs: guests (RSVPs) and people (party sizes added up). */
export const rsvpCountsSchema = z.object({
  rsvps: z.number().int(),
  people: z.number().int(),
  registered: z.number().int(),
  confirmed: z.number().int(),
  waitlisted: z.number().int(),
  cancelled: z.number().int(),
  /** Admitted at the door (RSVPs and walk-ins). */
  arrived: z.number().int(),
  arrivedPeople: z.number().int(),
  walkIns: z.number().int(),
  firstTimers: z.number().int(),
  firstTimersArrived: z.number().int(),
});
export type RsvpCounts = z.infer<typeof rsvpCountsSchema>;

/**
 * `GET events/{id}/summary`: `admin-rsvp`'s and `minister-page`'s figures — counts, by soul winner (top first)
 * and by flock. The locale's admins.
 */
export const eventSummarySchema = z.object({
  event: churchEventSchema,
  counts: rsvpCountsSchema,
  /** Seats left (capacity minus registered, confirmed and admitted people), null without a capacity. */
  seatsLeft: z.number().int().nullable(),
  soulWinners: z.array(
    z.object({
      memberId: idSchema,
      displayName: z.string(),
      flockName: z.string().nullable(),
      rsvps: z.number().int(),
      arrived: z.number().int(),
    }),
  ),
  flocks: z.array(
    z.object({
      flockId: idSchema.nullable(),
      flockName: z.string().nullable(),
      rsvps: z.number().int(),
      arrived: z.number().int(),
    }),
  ),
  /** The last guests admitted, newest first (the minister's live list). */
  recentArrivals: z.array(
    z.object({
      rsvpId: idSchema,
      displayName: z.string(),
      partySize: z.number().int(),
      firstTime: z.boolean(),
      arrivedAt: z.iso.datetime(),
    }),
  ),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;
