import { formTokenCalls, type PublicForm } from '@congregate/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi } from '../api/call-api.ts';
import { formTokenKeys } from '../query-keys.ts';

/**
 * The token a public form (visitor form, RSVP) is sent with: issued by the server when the form opens (the
 * minimum fill time counts from it), good for one submission. `renew()` after every submission, sent or refused.
 */
export function useFormToken(form: PublicForm) {
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: formTokenKeys.of(form, round),
    queryFn: () => callApi(formTokenCalls.issue, { body: { form } }),
    staleTime: Infinity,
    gcTime: 0,
    retry: 2,
  });
  const renew = useCallback(() => setRound((n) => n + 1), []);
  return { token: query.data?.token ?? null, failed: query.isError, renew };
}

/** The refusal of a form whose token was missing, spent or expired (the page renews it and asks to send again). */
export function isStaleFormToken(error: unknown): boolean {
  const issues = (error as { details?: { issues?: { code?: string }[] } } | null)?.details?.issues;
  return Array.isArray(issues) && issues.some((issue) => issue.code === 'form_token_invalid');
}
