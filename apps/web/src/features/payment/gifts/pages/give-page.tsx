import { Alert, Button } from '@mantine/core';
import type { Checkout, Fund } from '@congregate/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useFunds } from '../api/get-funds.ts';
import { useGivingSettings } from '../api/get-giving-settings.ts';
import { CheckoutCancelled } from '../components/checkout-return.tsx';
import { GiveForm } from '../components/give-form.tsx';
import { ManualInstructions } from '../components/manual-instructions.tsx';
import { useGivingT } from '../i18n/index.ts';

/**
 * `give-modal` (`?fundId=` preselects): a gift to an active fund of the member's own locale — through the
 * online provider's checkout, or (manual) the locale's bank details and a reference to write on the transfer.
 */
export default function GivePage() {
  const gt = useGivingT();
  const [params] = useSearchParams();
  const funds = useFunds(null);
  const settings = useGivingSettings(null);
  const [manual, setManual] = useState<{ checkout: Checkout; fund: Fund } | null>(null);

  const body = (() => {
    if (funds.isPending || settings.isPending) return <LoadingBlock />;
    const failed = funds.error ?? settings.error;
    if (failed) {
      if (isApiError(failed) && failed.status === 404)
        return <Alert color="gray">{gt('give.noLocale')}</Alert>;
      return (
        <LoadError
          error={failed}
          onRetry={() => {
            void funds.refetch();
            void settings.refetch();
          }}
        />
      );
    }
    if (manual?.checkout.manual)
      return (
        <ManualInstructions
          checkout={manual.checkout}
          manual={manual.checkout.manual}
          fundName={manual.fund.name}
        />
      );
    const active = funds.data!.items.filter((fund) => fund.active);
    if (active.length === 0)
      return (
        <>
          <Alert color="gray">{gt('give.noFunds')}</Alert>
          <Button component={Link} to="/transactions" variant="default" style={{ alignSelf: 'flex-start' }}>
            {gt('receipt.back')}
          </Button>
        </>
      );
    return (
      <>
        {/* Back from the provider's page without paying (its cancel URL). */}
        {params.get('checkout') === 'cancelled' && <CheckoutCancelled />}
        <GiveForm
          funds={active}
          currency={funds.data!.currency}
          settings={settings.data!}
          initialFundId={params.get('fundId')}
          onManual={(checkout, fund) => setManual({ checkout, fund })}
        />
      </>
    );
  })();

  return (
    <PageCard
      title={gt('give.title')}
      intro={
        settings.data
          ? gt('give.intro', { locale: settings.data.localeName, currency: settings.data.currency })
          : undefined
      }
    >
      {body}
    </PageCard>
  );
}
