import { giftMethods, giftStatuses, type Gift, type GiftTotal } from '@congregate/contracts';
import { Badge, Button, Group, NativeSelect, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../../components/ui/load-more-button.tsx';
import { useLocaleTimeZone } from '../../../../../lib/config/index.ts';
import { formatDayIn } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useFunds } from '../../api/get-funds.ts';
import { useGifts } from '../../api/list-gifts.ts';
import { giftQueryOf, useExportGifts } from '../api/export-gifts.ts';
import type { FinanceLocale } from '../finance-giving.tsx';
import { useFinanceT } from '../i18n/index.ts';
import { useFinanceRefusal, useMoney } from './finance-format.ts';

type Method = (typeof giftMethods)[number];
type Status = (typeof giftStatuses)[number];

/** Totals per fund and currency of everything the filters match (the server's are per year too). */
function totalsByFund(totals: GiftTotal[]) {
  const byFund = new Map<
    string,
    { fundName: string; currency: string; amountMinor: number; count: number }
  >();
  for (const total of totals) {
    const key = `${total.fundId}:${total.currency}`;
    const entry = byFund.get(key) ?? {
      fundName: total.fundName,
      currency: total.currency,
      amountMinor: 0,
      count: 0,
    };
    entry.amountMinor += total.amountMinor;
    entry.count += total.count;
    byFund.set(key, entry);
  }
  return [...byFund.values()];
}

/** "Gifts": a locale's gifts with filters, their totals, "Load more", and the same filters as CSV. */
export function GiftsTab({ locale }: { locale: FinanceLocale }) {
  const ft = useFinanceT();
  const { language } = useI18n();
  const money = useMoney();
  const refusal = useFinanceRefusal();
  const funds = useFunds(locale.localeId, true);
  // A gift's day is the locale's (the filters' From/To are too).
  const timeZone = useLocaleTimeZone(locale.localeId);
  const [fundId, setFundId] = useState('');
  const [method, setMethod] = useState<Method | ''>('');
  const [status, setStatus] = useState<Status | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const filters = giftQueryOf({
    localeId: locale.localeId,
    fundId: fundId || undefined,
    method: method || undefined,
    status: status || undefined,
    from: from || undefined,
    to: to || undefined,
    q: q || undefined,
  });
  const gifts = useGifts(filters);
  const exportCsv = useExportGifts();
  const items: Gift[] = gifts.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = totalsByFund(gifts.data?.pages[0]?.totals ?? []);
  const filtered = Boolean(fundId || method || status || from || to || q);
  const clear = () => {
    setFundId('');
    setMethod('');
    setStatus('');
    setFrom('');
    setTo('');
    setText('');
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <NativeSelect
          label={ft('filter.fund')}
          value={fundId}
          onChange={(event) => setFundId(event.currentTarget.value)}
          data={[
            { value: '', label: ft('filter.allFunds') },
            ...(funds.data?.items ?? []).map((fund) => ({
              value: fund.id,
              label: fund.active ? fund.name : ft('fund.archivedName', { name: fund.name }),
            })),
          ]}
        />
        <NativeSelect
          label={ft('filter.method')}
          value={method}
          onChange={(event) => setMethod(event.currentTarget.value as Method | '')}
          data={[
            { value: '', label: ft('filter.allMethods') },
            ...giftMethods.map((m) => ({ value: m, label: ft(`method.${m}`) })),
          ]}
        />
        <NativeSelect
          label={ft('filter.status')}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as Status | '')}
          data={[
            { value: '', label: ft('filter.allStatuses') },
            ...giftStatuses.map((s) => ({ value: s, label: ft(`status.${s}`) })),
          ]}
        />
        <TextInput
          type="date"
          label={ft('filter.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={ft('filter.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <TextInput
          type="search"
          label={ft('filter.search')}
          description={ft('filter.searchHint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="light"
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate({ filters, localeName: locale.localeName })}
        >
          {ft('gifts.export')}
        </Button>
        {filtered && (
          <Button variant="subtle" onClick={clear}>
            {ft('filter.clear')}
          </Button>
        )}
      </Group>
      {exportCsv.isError && (
        <Text role="alert" c="red">
          {refusal(exportCsv.error)}
        </Text>
      )}

      {gifts.isPending ? (
        <LoadingBlock />
      ) : gifts.isError ? (
        <LoadError error={gifts.error} onRetry={() => void gifts.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{filtered ? ft('gifts.noneMatch') : ft('gifts.none')}</Text>
      ) : (
        <>
          <Stack gap={4} aria-live="polite">
            <Text fw={600}>{ft('gifts.totals')}</Text>
            {totals.map((total) => (
              <Text key={`${total.fundName}:${total.currency}`} size="sm">
                {ft('gifts.totalLine', {
                  fund: total.fundName,
                  amount: money(total.amountMinor, total.currency),
                  count: total.count,
                })}
              </Text>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Caption>{ft('gifts.caption', { locale: locale.localeName })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{ft('col.date')}</Table.Th>
                  <Table.Th>{ft('col.receipt')}</Table.Th>
                  <Table.Th>{ft('col.donor')}</Table.Th>
                  <Table.Th>{ft('col.fund')}</Table.Th>
                  <Table.Th ta="right">{ft('col.amount')}</Table.Th>
                  <Table.Th>{ft('col.method')}</Table.Th>
                  <Table.Th>{ft('col.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((gift) => (
                  <Table.Tr key={gift.id}>
                    <Table.Td>{formatDayIn(gift.givenAt, language, timeZone)}</Table.Td>
                    <Table.Td>
                      <Link
                        to={`/transaction-modal?id=${gift.id}`}
                        aria-label={ft('gifts.open', { receipt: gift.receiptNumber })}
                      >
                        {gift.receiptNumber}
                      </Link>
                    </Table.Td>
                    <Table.Td>{gift.memberId ? gift.donorName : ft('donor.anonymous')}</Table.Td>
                    <Table.Td>{gift.fundName}</Table.Td>
                    <Table.Td ta="right">{money(gift.amountMinor, gift.currency)}</Table.Td>
                    <Table.Td>{ft(`method.${gift.method}`)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={gift.status === 'refunded' ? 'orange' : 'teal'}>
                        {ft(`status.${gift.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <LoadMoreButton query={gifts} />
        </>
      )}
    </Stack>
  );
}
