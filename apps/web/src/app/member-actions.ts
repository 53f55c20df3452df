import { lazy } from 'react';
import type { MemberActionForms } from '../components/members/member-actions.tsx';

/**
 * The forms the member lists open in a dialog (`components/members/member-actions.tsx`): the same forms as
 * the spec's pages `endorsement`, `group-modal`, `membertype-modal` and `locale-modal2`. Each feature keeps
 * its form; the app, which may know every feature, hands them to the lists. Each loads when first opened.
 */
export const memberActionForms: MemberActionForms = {
  endorse: lazy(() => import('../features/membership/endorsements/components/endorse-member-form.tsx')),
  flock: lazy(() => import('../features/membership/member-placement/components/flock-form.tsx')),
  type: lazy(() => import('../features/membership/member-placement/components/member-type-form.tsx')),
  transfer: lazy(() => import('../features/membership/transfers/components/transfer-form.tsx')),
};
