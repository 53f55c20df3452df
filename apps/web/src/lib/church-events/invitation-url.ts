import { churchEventCalls, idSchema, type FlyerFormat } from '@congregate/contracts';
import { callPath } from '../api/call-api.ts';
import { serviceUrl } from '../api/web-config.ts';

/** Written in an invitation link where no member invited the guest. */
export const NO_INVITER = '-';

/**
 * A member's invitation link to an event: what every flyer's and invite card's QR encodes
 * (`{origin}/invitation/{eventId}/{memberId}`). With `rsvpCode`, the guest's own link to their RSVP.
 */
export function invitationUrl(eventId: string, memberId: string, rsvpCode?: string): string {
  const path = `/invitation/${encodeURIComponent(eventId)}/${encodeURIComponent(memberId)}`;
  const query = rsvpCode ? `?rsvp=${encodeURIComponent(rsvpCode)}` : '';
  return `${window.location.origin}${path}${query}`;
}

/** The member's generated flyer for an event (`GET events/{id}/flyers/{memberId}/{format}`, a PNG). */
export function flyerImageUrl(eventId: string, memberId: string, format: FlyerFormat): string {
  return serviceUrl(
    'events',
    callPath(churchEventCalls.flyer, { params: { id: eventId, memberId, format } }),
  );
}

/** Whether `value` is a member id an invitation link may carry (not `-`, a UUID). */
export function isMemberId(value: string | undefined): value is string {
  return idSchema.safeParse(value).success;
}
