import { useCallback } from 'react';
import { isApiError } from '../../../../lib/api/index.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useFamilyLinksT } from '../i18n/index.ts';

const familyCodes = ['request_pending', 'already_linked', 'request_decided'] as const;

/** A refusal in the reader's language: the family link rules by their error code, anything else as every page. */
export function useFamilyRefusal(): (error: unknown) => string {
  const ft = useFamilyLinksT();
  const general = useRefusalMessage();
  return useCallback(
    (error: unknown) => {
      const code = isApiError(error) ? error.code : null;
      const known = familyCodes.find((c) => c === code);
      return known ? ft(`refusal.${known}`) : general(error);
    },
    [ft, general],
  );
}
