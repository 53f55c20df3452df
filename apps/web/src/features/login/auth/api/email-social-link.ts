import { socialCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';

/** `POST login auth/social/{token}/email`: mails the account's owner a link that confirms instead of the password. */
export function useEmailSocialLink(token: string) {
  return useMutation({
    mutationFn: () => callApi(socialCalls.emailLink, { params: { token } }),
  });
}
