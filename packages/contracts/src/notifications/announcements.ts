import { z } from 'zod';
import { idSchema } from '../common.ts';
import { addFieldProblem } from '../field-problems.ts';
import { GROUP_LIMITS } from '../groups/values.ts';
import { announcementAudiences } from './values.ts';

export const ANNOUNCEMENT_LIMITS = {
  titleMax: 120,
  bodyMax: 2000,
  /** How far ahead an announcement may be scheduled. */
  scheduleDaysMax: 366,
  /** Announcements a list page holds at most. */
  listLimitMax: 100,
} as const;

export const announcementStates = ['scheduled', 'sent', 'cancelled'] as const;
export type AnnouncementState = (typeof announcementStates)[number];

/** The flock's or group's id, or the cluster's name; none for the whole locale. */
const audienceRefSchema = z.string().trim().min(1).max(GROUP_LIMITS.clusterNameMax);

/** The audience rule every input with an audience shares: a flock or group by id, a cluster by name, a locale by nothing. */
function checkAudience(
  value: { audience: (typeof announcementAudiences)[number]; audienceRef?: string | undefined },
  ctx: z.core.$RefinementCtx,
) {
  if (value.audience === 'locale') {
    if (value.audienceRef !== undefined)
      ctx.addIssue({ code: 'custom', path: ['audienceRef'], message: 'A whole locale takes no audienceRef' });
    return;
  }
  if (value.audienceRef === undefined) {
    addFieldProblem(ctx, 'audienceRef', 'required');
    return;
  }
  if (
    (value.audience === 'flock' || value.audience === 'group') &&
    !idSchema.safeParse(value.audienceRef).success
  )
    ctx.addIssue({ code: 'custom', path: ['audienceRef'], message: `Use the ${value.audience}’s id` });
}

/**
 * `POST notifications/announcements`: a message to a locale, a cluster (by name), a flock or a group (by id),
 * sent now (no `sendAt`, or one in the past) or at `sendAt` (at most a year ahead).
 */
export const newAnnouncementSchema = z
  .strictObject({
    localeId: idSchema,
    audience: z.enum(announcementAudiences),
    audienceRef: audienceRefSchema.optional(),
    title: z.string().trim().min(1, 'Required').max(ANNOUNCEMENT_LIMITS.titleMax),
    body: z.string().trim().min(1, 'Required').max(ANNOUNCEMENT_LIMITS.bodyMax),
    sendAt: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((value, ctx) => {
    checkAudience(value, ctx);
    if (
      value.sendAt !== undefined &&
      Date.parse(value.sendAt) > Date.now() + ANNOUNCEMENT_LIMITS.scheduleDaysMax * 86_400_000
    )
      addFieldProblem(ctx, 'sendAt', 'send_at_too_late');
  });
export type NewAnnouncement = z.infer<typeof newAnnouncementSchema>;
export type NewAnnouncementInput = z.input<typeof newAnnouncementSchema>;

/** One announcement as its locale's admins (and its recipients) see it. */
export const announcementSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  audience: z.enum(announcementAudiences),
  /** The flock's or group's id, the cluster's name; null for the whole locale. */
  audienceRef: z.string().nullable(),
  /** The locale's, cluster's, flock's or group's name. */
  audienceName: z.string(),
  title: z.string(),
  body: z.string(),
  sendAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** How many people it reached (once sent). */
  recipients: z.number().int().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** Who wrote it; null when their account was removed. */
  createdBy: z.object({ name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  state: z.enum(announcementStates),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** `GET notifications/announcements?localeId&cursor&limit`: a locale's announcements, latest send time first. */
export const announcementListQuerySchema = z.strictObject({
  localeId: idSchema,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ANNOUNCEMENT_LIMITS.listLimitMax).default(20),
});
export type AnnouncementListQuery = z.input<typeof announcementListQuerySchema>;

export const announcementPageSchema = z.object({
  items: z.array(announcementSchema),
  nextCursor: z.string().nullable(),
});
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

/** `GET notifications/announcements/audience-size?localeId&audience&audienceRef`: how many it would reach now. */
export const audienceSizeQuerySchema = z
  .strictObject({
    localeId: idSchema,
    audience: z.enum(announcementAudiences),
    audienceRef: audienceRefSchema.optional(),
  })
  .superRefine(checkAudience);
export type AudienceSizeQuery = z.input<typeof audienceSizeQuerySchema>;

export const audienceSizeSchema = z.object({ recipients: z.number().int() });
export type AudienceSize = z.infer<typeof audienceSizeSchema>;
