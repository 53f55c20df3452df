import { memberPhotoCalls } from '@congregate/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, errorBody, fakeServer, ids, json, on } from '../../test/fake-server.ts';
import { memberKeys, transferKeys } from '../query-keys.ts';
import { useCallMutation } from './use-call-mutation.ts';

function withClient() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('useCallMutation', () => {
  it('sends the call input and refreshes the listed keys before onSuccess runs', async () => {
    const calls = fakeServer([on(memberPhotoCalls.remove, () => ({ ok: true as const }))]);
    const { queryClient, wrapper } = withClient();
    queryClient.setQueryData(memberKeys.profile('m1'), { name: 'Ada' });
    queryClient.setQueryData(transferKeys.list('in'), []);
    const staleWhenCalled: boolean[] = [];
    const { result } = renderHook(
      () =>
        useCallMutation(memberPhotoCalls.remove, {
          invalidates: [memberKeys.all],
          onSuccess: () => {
            staleWhenCalled.push(queryClient.getQueryState(memberKeys.profile('m1'))!.isInvalidated);
          },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ params: { id: ids.member } }));
    expect(callsTo(calls, memberPhotoCalls.remove)).toHaveLength(1);
    expect(calls[0]!.url).toContain(`/members/${ids.member}/`);
    expect(staleWhenCalled).toEqual([true]);
    expect(queryClient.getQueryState(transferKeys.list('in'))!.isInvalidated).toBe(false);
  });

  it('maps its variables to the call input and reads the keys from them', async () => {
    const calls = fakeServer([on(memberPhotoCalls.remove, () => ({ ok: true as const }))]);
    const { queryClient, wrapper } = withClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(
      () =>
        useCallMutation(memberPhotoCalls.remove, {
          input: (memberId: string) => ({ params: { id: memberId } }),
          invalidates: (_answer, memberId) => [memberKeys.profile(memberId)],
        }),
      { wrapper },
    );
    act(() => result.current.mutate(ids.member));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(callsTo(calls, memberPhotoCalls.remove)[0]!.url).toContain(ids.member);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: memberKeys.profile(ids.member) });
  });

  it('refreshes nothing when the call fails and hands the ApiError over', async () => {
    fakeServer([on(memberPhotoCalls.remove, () => json(403, errorBody('forbidden', 'No')))]);
    const { queryClient, wrapper } = withClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(
      () => useCallMutation(memberPhotoCalls.remove, { invalidates: [memberKeys.all] }),
      { wrapper },
    );
    act(() => result.current.mutate({ params: { id: ids.member } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 403, code: 'forbidden' });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
