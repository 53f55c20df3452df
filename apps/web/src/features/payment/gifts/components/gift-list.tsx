import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, type Gift } from '@congregate/contracts';
import { Link } from 'react-router';
import { useTimeZones } from '../../../../lib/config/index.ts';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useGivingT } from '../i18n/index.ts';
import { GiftStatusBadge } from './gift-status-badge.tsx';

/**
 * Gifts newest first: date (the day in the gift's locale), fund, amount and status, each opening its receipt;
 * "Load more" pages on.
 */
export function GiftList({
  gifts,
  hasMore,
  loadingMore,
  onMore,
}: {
  gifts: Gift[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  const gt = useGivingT();
  const { language } = useI18n();
  const zoneOf = useTimeZones(gifts.map((gift) => gift.localeId));
  return (
    <Stack gap="xs">
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {gifts.map((gift) => {
          const amount = formatMoney(gift.amountMinor, gift.currency, language);
          const date = formatDayIn(gift.givenAt, language, zoneOf(gift.localeId));
          const refunded = gift.status === 'refunded';
          return (
            <Paper component="li" key={gift.id} withBorder radius="md" px="md" py="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>{gift.fundName}</Text>
                  <Text size="sm" c="dimmed">
                    {date} · {gt(`method.${gift.method}`)}
                  </Text>
                </div>
                <Group gap="sm" wrap="nowrap">
                  <Text fw={700} td={refunded ? 'line-through' : undefined}>
                    {amount}
                  </Text>
                  <GiftStatusBadge status={gift.status} />
                  <Anchor
                    component={Link}
                    to={`/transaction-modal?id=${gift.id}`}
                    aria-label={gt('gifts.openLabel', { amount, fund: gift.fundName, date })}
                    size="sm"
                  >
                    {gt('gifts.open')}
                  </Anchor>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {hasMore && (
        <Button variant="default" onClick={onMore} loading={loadingMore} style={{ alignSelf: 'center' }}>
          {gt('gifts.more')}
        </Button>
      )}
    </Stack>
  );
}
