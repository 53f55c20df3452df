import { FORM_TOKEN_LIMITS, formTokenRequestSchema, formTokenSchema } from '../../events/form-tokens.ts';
import { defineCall } from '../define-call.ts';

const tags = ['events: public forms'];

/** The token a public form (visitor form, RSVP) is opened with: the server's proof that a person opened it. */
export const formTokenCalls = {
  issue: defineCall({
    service: 'events',
    method: 'POST',
    path: '/form-tokens',
    access: 'public',
    tags,
    summary: 'A token for one submission of a public form (visitor form, RSVP), issued when the form opens',
    description:
      'No session. Signed by the server with its issue time; good for one submission within ' +
      `${FORM_TOKEN_LIMITS.maxAgeHours} hours. A submission sent sooner than \`minSeconds\` after the token was ` +
      'issued is taken for a bot’s; one without a valid, unspent token is refused (422 `form_token_invalid`) and ' +
      'writes nothing. Limited per address. Answers nothing about anyone.',
    body: formTokenRequestSchema,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    responses: { 201: formTokenSchema },
    errors: [422, 429],
  }),
};
