import type { CallResult, CallSpec } from '@congregate/contracts';
import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { callApi, type CallArgs, type CallInput } from './call-api.ts';

/** The query keys a write makes stale: a fixed list, or one read from the answer and what was sent. */
export type Invalidates<TResult, TVariables> =
  | readonly QueryKey[]
  | ((result: TResult, variables: TVariables) => readonly QueryKey[]);

export type CallMutationOptions<C extends CallSpec, TVariables> = Omit<
  UseMutationOptions<CallResult<C>, Error, TVariables>,
  'mutationFn'
> & {
  /** Refreshed (as prefixes) once the call succeeded, before `onSuccess` runs. */
  invalidates?: Invalidates<CallResult<C>, TVariables>;
} & (
    | {
        /** What the mutation is called with → the call's params, query and body (default: the call input itself). */
        input: (variables: TVariables) => CallInput<C>;
      }
    | { input?: undefined }
  );

/**
 * A write by its contract descriptor: `mutate` takes the call's typed input (or what `input` maps from),
 * the answer is checked against the contract, and the listed query keys are refreshed on success.
 */
export function useCallMutation<C extends CallSpec, TVariables = CallInput<C>>(
  call: C,
  options: CallMutationOptions<C, TVariables> = {},
): UseMutationResult<CallResult<C>, Error, TVariables> {
  const queryClient = useQueryClient();
  const { invalidates, input, onSuccess, ...rest } = options;
  return useMutation<CallResult<C>, Error, TVariables>({
    ...rest,
    mutationFn: (variables) => {
      const args = (input ? input(variables) : variables) as CallArgs<C>[0];
      return callApi(call, ...([args] as CallArgs<C>));
    },
    onSuccess: async (result, variables, onMutateResult, context) => {
      const keys = typeof invalidates === 'function' ? invalidates(result, variables) : (invalidates ?? []);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return onSuccess?.(result, variables, onMutateResult, context);
    },
  });
}
