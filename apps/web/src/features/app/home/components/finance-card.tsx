import { formatMoney } from '@congregate/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { useOpenBatches } from '../../../../lib/giving/api/count-open-batches.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useRecentGifts } from '../api/get-recent-gifts.ts';
import { useHomeRolesT } from '../i18n/index.ts';
import type { Place } from '../lib/home-roles.ts';
import { CountLink, countListStyle } from './count-link.tsx';
import { RoleCard } from './role-card.tsx';

const churchGiving = '/transactions?tab=finance';

/**
 * A finance officer's card on home, one per locale whose giving they keep: the batches of envelopes still open
 * and the gifts received in the last seven days (how many, how much), with the way to record a bank transfer.
 */
export default function FinanceCard({ locale, timeZone }: { locale: Place; timeZone: string }) {
  const ht = useHomeRolesT();
  const { language } = useI18n();
  const locales = useLocales();
  const zone = locales.data?.find((l) => l.id === locale.id)?.timeZone ?? timeZone;
  const batches = useOpenBatches(locale.id);
  const gifts = useRecentGifts(locale.id, zone);
  const failed = batches.error ?? gifts.error;
  return (
    <RoleCard title={ht('finance.title', { locale: locale.name })}>
      {failed && (
        <LoadError
          error={failed}
          onRetry={() => {
            void batches.refetch();
            void gifts.refetch();
          }}
        />
      )}
      <ul style={countListStyle}>
        {batches.data && (
          <CountLink
            count={
              batches.data.more ? ht('count.atLeast', { count: batches.data.count }) : batches.data.count
            }
            label={ht('finance.openBatches')}
            to={`${churchGiving}&section=batches`}
          />
        )}
        {gifts.data && (
          <CountLink
            count={gifts.data.count}
            label={ht('finance.gifts')}
            to={`${churchGiving}&section=gifts`}
          />
        )}
      </ul>
      {gifts.data && gifts.data.amounts.length > 0 && (
        <Text>
          {ht('finance.total', {
            amounts: gifts.data.amounts
              .map(({ amountMinor, currency }) => formatMoney(amountMinor, currency, language))
              .join(' · '),
          })}
        </Text>
      )}
      <Group gap="md">
        <Anchor component={Link} to={`${churchGiving}&section=transfers`} size="sm">
          {ht('finance.recordTransfer')}
        </Anchor>
      </Group>
    </RoleCard>
  );
}
