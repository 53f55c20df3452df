import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { PAYMENT_LIMITS } from '@congregate/contracts';
import { IconDownload } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useDownloadStatement } from '../api/download-statement.ts';
import { useFunds } from '../api/get-funds.ts';
import { useGifts } from '../api/list-gifts.ts';
import { useGivingT } from '../i18n/index.ts';
import { CheckoutCancelled, CheckoutSuccess } from './checkout-return.tsx';
import { FundTotals } from './fund-totals.tsx';
import { GiftList } from './gift-list.tsx';
import { RecurringPlans } from './recurring-plans.tsx';

/** The years a member can look at: this one and the statement years back. */
function yearChoices(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: PAYMENT_LIMITS.statementYearsBack + 1 }, (_, index) => current - index);
}

/**
 * The member's own giving: a year (`?year=`) and a fund (`?fundId=`) filter, the year's totals per fund, the
 * gifts with "Load more", the recurring plans, the year's statement; and the return from the checkout.
 */
export function MyGiving() {
  const gt = useGivingT();
  const refusal = useRefusalMessage();
  const [params, setParams] = useUrlParams();
  const years = yearChoices();
  const asked = Number(params.get('year'));
  const year = years.includes(asked) ? asked : years[0]!;
  const fundId = params.get('fundId') ?? '';
  const funds = useFunds(null);
  const gifts = useGifts({
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    ...(fundId ? { fundId } : {}),
  });
  const statement = useDownloadStatement();
  const checkout = params.get('checkout');

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const items = gifts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="lg">
      {/* The server's success URL says `done` (`&session_id=`); `success` is the spec's word. */}
      {(checkout === 'done' || checkout === 'success') && <CheckoutSuccess />}
      {checkout === 'cancelled' && <CheckoutCancelled />}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={gt('filters.year')}
          value={String(year)}
          onChange={(event) => setParam('year', event.currentTarget.value)}
          data={years.map((value) => String(value))}
        />
        <NativeSelect
          label={gt('filters.fund')}
          value={fundId}
          onChange={(event) => setParam('fundId', event.currentTarget.value)}
          data={[
            { value: '', label: gt('filters.allFunds') },
            ...(funds.data?.items ?? []).map((fund) => ({ value: fund.id, label: fund.name })),
          ]}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={statement.isPending}
          onClick={() => statement.mutate({ year })}
        >
          {gt('statement.download', { year })}
        </Button>
      </Group>
      {statement.isError && (
        <Alert color="red" role="alert">
          {gt('statement.failed')} {refusal(statement.error)}
        </Alert>
      )}
      {gifts.isPending ? (
        <LoadingBlock />
      ) : gifts.isError ? (
        <LoadError error={gifts.error} onRetry={() => void gifts.refetch()} />
      ) : (
        <>
          <FundTotals year={year} totals={gifts.data.pages[0]?.totals ?? []} />
          <Stack gap="xs" component="section" aria-labelledby="gifts-heading">
            <Title order={2} size="h4" id="gifts-heading">
              {gt('gifts.title')}
            </Title>
            {items.length === 0 ? (
              <Text c="dimmed">{gt('gifts.empty')}</Text>
            ) : (
              <GiftList
                gifts={items}
                hasMore={gifts.hasNextPage}
                loadingMore={gifts.isFetchingNextPage}
                onMore={() => void gifts.fetchNextPage()}
              />
            )}
          </Stack>
        </>
      )}
      <RecurringPlans />
    </Stack>
  );
}
