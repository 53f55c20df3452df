import { formTokenCalls, type FormToken, type PublicForm } from '@congregate/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { callApi } from '../api/call-api.ts';
import { isApiError } from '../api/index.ts';
import { formTokenKeys } from '../query-keys.ts';

/** `POST form-tokens { form }` (public): the token one submission of a public form is sent with. */
export function issueFormToken(form: PublicForm): Promise<FormToken> {
  return callApi(formTokenCalls.issue, { body: { form } });
}

/** The token of one opening of the form (`round`): asked once, never again by itself, dropped with the form. */
function formTokenQueryOptions(form: PublicForm, round: number) {
  return queryOptions({
    queryKey: formTokenKeys.of(form, round),
    queryFn: () => issueFormToken(form),
    staleTime: Infinity,
    gcTime: 0,
    retry: 2,
  });
}

/** Resolves at `at` (this device's clock); refused once `signal` aborts (the form is gone). */
function waitUntil(at: number, signal: AbortSignal): Promise<void> {
  const wait = at - Date.now();
  if (wait <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, wait);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * A public form's token (visitor form, RSVP), asked for as the form shows. `ready()` gives it once the server will take the form
 * (waiting for the token, or asking again when asking failed): the server refuses a form sent sooner than
 * `minSeconds` after it issued the token, so a guest faster than that is held back until then — counted from
 * when the token reached this page, which is after the server issued it. `renew()` asks for a fresh one: after
 * every submission, sent or refused, as each token is good for one.
 */
export function useFormToken(form: PublicForm) {
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const options = useMemo(() => formTokenQueryOptions(form, round), [form, round]);
  const query = useQuery(options);
  const leaving = useRef<AbortController>(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);
  const ready = useCallback(async (): Promise<string> => {
    const issued = await queryClient.ensureQueryData(options);
    const receivedAt = queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ?? 0;
    await waitUntil(receivedAt + issued.minSeconds * 1000, leaving.current.signal);
    return issued.token;
  }, [queryClient, options]);
  const renew = useCallback(() => setRound((n) => n + 1), []);
  return { ready, renew, failed: query.isError };
}

/** The refusal of a form whose token was missing, spent or expired (the page renews it and asks to send again). */
export function isStaleFormToken(error: unknown): boolean {
  return isApiError(error) && error.issues.some((issue) => issue.code === 'form_token_invalid');
}
