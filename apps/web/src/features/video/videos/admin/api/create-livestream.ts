import { livestreamCalls, type Livestream, type NewLivestream } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { videoKeys } from '../../../../../lib/query-keys.ts';

/** `POST livestreams`: schedule a stream for a locale. */
export function postLivestream(body: NewLivestream): Promise<Livestream> {
  return callApi(livestreamCalls.create, { body });
}

/** The admin list and the members' "live now / next" ask again. */
export function useCreateLivestream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLivestream,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.livestreams() }),
  });
}
