import { Alert } from '@mantine/core';
import { formatMoney } from '@congregate/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { givingKeys } from '../../../../lib/query-keys.ts';
import { useGifts } from '../api/list-gifts.ts';
import { useGivingT } from '../i18n/index.ts';

/** How often, and how long, the page asks for the gift the provider is confirming (its webhook). */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_WAIT_MS = 30_000;
/** A gift given this long before the member came back counts as the one just made (the webhook may be first). */
const RECENT_MS = 15 * 60_000;

/**
 * Back from the provider's checkout (`?checkout=success`): thanks, then the member's own gifts are asked for
 * every 2 s for up to 30 s until the new gift is there, which is then named ("Your gift of ₱500.00 to
 * Tithes was received"), and every giving list asks again.
 */
export function CheckoutSuccess() {
  const gt = useGivingT();
  const { language } = useI18n();
  const queryClient = useQueryClient();
  const [since] = useState(() => Date.now() - RECENT_MS);
  const [expired, setExpired] = useState(false);
  const [polling, setPolling] = useState(true);
  const gifts = useGifts({}, { refetchInterval: polling && !expired ? CONFIRM_POLL_MS : false });
  const newest = gifts.data?.pages[0]?.items.find(
    (gift) => gift.provider !== 'manual' && Date.parse(gift.givenAt) >= since,
  );
  const newestId = newest?.id;

  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!newestId) return;
    // Found: stop asking, and let every list and total show it.
    void queryClient.invalidateQueries({ queryKey: givingKeys.all }).then(() => setPolling(false));
  }, [newestId, queryClient]);

  if (newest)
    return (
      <Alert color="teal" role="status">
        {gt('checkout.received', {
          amount: formatMoney(newest.amountMinor, newest.currency, language),
          fund: newest.fundName,
        })}
      </Alert>
    );
  return (
    <Alert color="blue" role="status">
      {gt('checkout.confirming')}
      {expired ? ` ${gt('checkout.slow')}` : ''}
    </Alert>
  );
}

/** Back from the provider without paying (`?checkout=cancelled`). */
export function CheckoutCancelled() {
  const gt = useGivingT();
  return (
    <Alert color="gray" role="status">
      {gt('checkout.cancelled')}
    </Alert>
  );
}
