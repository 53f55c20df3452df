import type { ReactNode } from 'react';
import { useMemberTarget, type MemberTarget } from '../../lib/members/index.ts';
import { LoadError, LoadingBlock } from './load-error.tsx';

/**
 * Renders `children` for the record the page is about: one's own, or `?memberId=` (an admin's view),
 * with a clear message when that member is outside the caller's scope.
 */
export function MemberTargetGate({
  memberId,
  children,
}: {
  memberId?: string | null;
  children: (target: MemberTarget) => ReactNode;
}) {
  const state = useMemberTarget(memberId);
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} />;
  return <>{children(state.target)}</>;
}
