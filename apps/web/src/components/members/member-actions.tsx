import type { Permission } from '@congregate/contracts';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What an admin does to one member from a member list, each in a dialog over the list. */
export const memberActions = ['endorse', 'flock', 'type', 'transfer'] as const;
export type MemberAction = (typeof memberActions)[number];

/** The permission each action needs (the server refuses the call anyway). */
export const memberActionPermission: Record<MemberAction, Permission> = {
  endorse: 'members.endorse',
  flock: 'members.manage',
  type: 'members.manage',
  transfer: 'members.transfer',
};

export interface MemberActionFormProps {
  memberId: string;
  /** After the change was saved: the sentence saying what happened, shown over the list. */
  onDone: (outcome: string) => void;
  onCancel: () => void;
}

/** The form of each action: the same form as the action's own page (`group-modal`, `locale-modal2`, …). */
export type MemberActionForms = Record<MemberAction, ComponentType<MemberActionFormProps>>;

const MemberActionsContext = createContext<MemberActionForms | null>(null);

/** The action forms the app handed in (null outside `MemberActionsProvider`). */
export const useMemberActionForms = () => useContext(MemberActionsContext);

/**
 * Hands the action forms to the member lists. The forms live in their features (`member-placement`,
 * `transfers`, `endorsements`), which do not import each other, so the app supplies them
 * (`app/member-actions.ts`), each loaded when first opened.
 */
export function MemberActionsProvider({
  forms,
  children,
}: {
  forms: MemberActionForms;
  children: ReactNode;
}) {
  return <MemberActionsContext.Provider value={forms}>{children}</MemberActionsContext.Provider>;
}
