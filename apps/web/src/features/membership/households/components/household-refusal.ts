import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useHouseholdsT, type HouseholdsKey } from '../i18n/index.ts';

/** The household refusals by error code (409s); others as every page says them (by status). */
const codeKeys: Record<string, HouseholdsKey> = {
  already_in_household: 'error.already_in_household',
  request_pending: 'error.request_pending',
  request_decided: 'error.request_decided',
  household_full: 'error.household_full',
};

/** The message of a refused household call; `aboutMe` when the caller is the one already in a household. */
export function useHouseholdRefusal(): (error: unknown, aboutMe?: boolean) => string {
  const ht = useHouseholdsT();
  const loadError = useLoadErrorMessage();
  return (error, aboutMe = false) => {
    if (isApiError(error) && error.status === 409) {
      if (error.code === 'already_in_household' && aboutMe) return ht('error.already_in_household_me');
      const key = codeKeys[error.code];
      if (key) return ht(key);
    }
    return loadError(error);
  };
}
