import { emailChangeConfirmedSchema } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/index.ts';

export type EmailChangeConfirmed = z.infer<typeof emailChangeConfirmedSchema>;

/** `POST email-change/confirm` (public) with the token from the e-mailed link: 422 when invalid, used or expired. */
export function postEmailChangeConfirm(token: string): Promise<EmailChangeConfirmed> {
  return apiRequest('membership', 'email-change/confirm', {
    method: 'POST',
    body: { token },
    schema: emailChangeConfirmedSchema,
    auth: 'none',
  });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: postEmailChangeConfirm });
}
