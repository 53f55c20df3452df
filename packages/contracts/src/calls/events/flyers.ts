import { flyerParams } from '../../events/church-events.ts';
import { defineCall, fileAnswerSchema } from '../define-call.ts';

const tags = ['events: events'];

/** A member's flyer for an event, made by the flyers feature. */
export const flyerCalls = {
  flyer: defineCall({
    service: 'events',
    method: 'GET',
    path: '/events/:id/flyers/:memberId/:format',
    access: 'public',
    tags,
    summary: 'A member’s flyer for an event (PNG): the art, title, date, venue, their name and invitation QR',
    description:
      'No session (members share it). `square` 1080×1080 or `story` 1080×1920. Drawn on the server and kept per ' +
      'event, member and event version; the QR is the member’s invitation link ' +
      '(`{PUBLIC_URL}/invitation/{eventId}/{memberId}`). An event of another locale than the member’s, a member ' +
      'who is not endorsed, or a cancelled event 404.',
    params: flyerParams,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    file: { description: 'The flyer', contentTypes: ['image/png'] },
    responses: { 200: fileAnswerSchema },
    errors: [404, 422, 429],
  }),
};
