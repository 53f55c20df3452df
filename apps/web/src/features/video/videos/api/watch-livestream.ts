import { livestreamCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';

/** `POST livestreams/{id}/watch`: one heartbeat while the caller watches; answers the watching credit. */
export function useWatchLivestream(id: string) {
  return useMutation({
    mutationFn: () => callApi(livestreamCalls.watch, { params: { id } }),
  });
}
