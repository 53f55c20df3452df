import { visitorCalls, type VisitorForm } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';

/** `POST visitors` (public): a guest's own form; the answer says nothing about anyone. */
export function postVisitorForm(body: VisitorForm): Promise<{ ok: true }> {
  return callApi(visitorCalls.submit, { body });
}

export function useSubmitVisitorForm() {
  return useMutation({ mutationFn: postVisitorForm });
}
