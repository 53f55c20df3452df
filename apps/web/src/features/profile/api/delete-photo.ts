import { okSchema } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

/** `DELETE members/{id}/photo`: back to the default thumbnail. */
export function deletePhoto(memberId: string): Promise<{ ok: true }> {
  return apiRequest('membership', `members/${encodeURIComponent(memberId)}/photo`, {
    method: 'DELETE',
    schema: okSchema,
  });
}

export function useDeletePhoto(memberId: string) {
  return useMutation({ mutationFn: () => deletePhoto(memberId) });
}
