import { Alert, Button, NativeSelect, Radio, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  coverFeeMinor,
  formatMoney,
  type Checkout,
  type Fund,
  type GiftFrequency,
  type GivingSettings,
} from '@congregate/contracts';
import { useState, type FormEvent } from 'react';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { checkAmount, exampleAmount, giftLimits } from '../lib/amount.ts';
import { checkoutNavigation } from '../lib/checkout-navigation.ts';
import { refusedWith } from '../lib/giving-refusal.ts';
import { useGivingT } from '../i18n/index.ts';

const frequencies: readonly GiftFrequency[] = ['once', 'weekly', 'monthly'];

/**
 * The gift: fund, amount typed in the locale's currency, and — with an online provider — how often and whether
 * to cover the fee. Online, the browser then goes to the provider's checkout; manual, `onManual` shows how.
 */
export function GiveForm({
  funds,
  currency,
  settings,
  initialFundId,
  onManual,
}: {
  funds: Fund[];
  currency: string;
  settings: GivingSettings;
  initialFundId: string | null;
  onManual: (checkout: Checkout, fund: Fund) => void;
}) {
  const gt = useGivingT();
  const { language } = useI18n();
  const refusal = useRefusalMessage();
  const checkout = useStartCheckout();
  const online = settings.provider !== 'manual';
  const [fundId, setFundId] = useState(
    initialFundId && funds.some((fund) => fund.id === initialFundId)
      ? initialFundId
      : funds.length === 1
        ? funds[0]!.id
        : '',
  );
  const [amountText, setAmountText] = useState('');
  const [frequency, setFrequency] = useState<GiftFrequency>('once');
  const [coverFee, setCoverFee] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [amountTouched, setAmountTouched] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const money = (minor: number) => formatMoney(minor, currency, language);
  const limits = giftLimits(currency);
  const amount = checkAmount(amountText, currency);
  const fee = online && amount.ok ? coverFeeMinor(amount.amountMinor, settings.fee) : 0;
  const example = exampleAmount(currency);

  const amountError = (() => {
    if (!(submitted || amountTouched) || amount.ok) return null;
    if (amount.problem === 'tooSmall') return gt('give.errors.tooSmall', { min: money(limits.min) });
    if (amount.problem === 'tooLarge') return gt('give.errors.tooLarge', { max: money(limits.max) });
    return gt('give.errors.amount', { example });
  })();
  const fundError = submitted && !fundId ? gt('give.errors.fund') : null;

  const serverMessage = (() => {
    if (!checkout.isError) return null;
    const error = checkout.error;
    if (refusedWith(error, 'fund_not_available')) return gt('give.refused.fund');
    if (refusedWith(error, 'currency_mismatch')) return gt('give.refused.currency');
    if (refusedWith(error, 'amount_out_of_range'))
      return gt('give.refused.amount', { min: money(limits.min), max: money(limits.max) });
    if (refusedWith(error, 'provider_unavailable')) return gt('give.refused.unavailable');
    return refusal(error);
  })();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const fund = funds.find((candidate) => candidate.id === fundId);
    if (!fund || !amount.ok) return;
    checkout.mutate(
      {
        fundId: fund.id,
        amountMinor: amount.amountMinor,
        currency: fund.currency,
        frequency: online ? frequency : 'once',
        coverFee: online && coverFee,
      },
      {
        onSuccess: (answer) => {
          if (answer.url) {
            setLeaving(true);
            checkoutNavigation.go(answer.url);
          } else if (answer.manual) onManual(answer, fund);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {online ? gt('give.online') : gt('give.manual')}
        </Text>
        <NativeSelect
          label={gt('give.fund')}
          value={fundId}
          onChange={(event) => setFundId(event.currentTarget.value)}
          error={fundError}
          required
          data={[
            { value: '', label: gt('give.fundPlaceholder'), disabled: true },
            ...funds.map((fund) => ({ value: fund.id, label: fund.name })),
          ]}
        />
        {funds.find((fund) => fund.id === fundId)?.description && (
          <Text size="sm" c="dimmed" mt={-8}>
            {funds.find((fund) => fund.id === fundId)!.description}
          </Text>
        )}
        <TextInput
          label={gt('give.amount', { currency })}
          description={gt('give.amountHint', { example })}
          value={amountText}
          onChange={(event) => setAmountText(event.currentTarget.value)}
          onBlur={() => setAmountTouched(amountText.trim() !== '')}
          inputMode="decimal"
          autoComplete="off"
          error={amountError}
          required
        />
        <div aria-live="polite">
          {amount.ok && (
            <Text fw={600} data-testid="amount-shown">
              {gt('give.amountShown', { amount: money(amount.amountMinor) })}
            </Text>
          )}
        </div>
        {online && (
          <>
            <Radio.Group
              label={gt('give.frequency')}
              value={frequency}
              onChange={(value) => setFrequency(value as GiftFrequency)}
            >
              <Group gap="md" mt="xs">
                {frequencies.map((value) => (
                  <Radio key={value} value={value} label={gt(`frequency.${value}`)} />
                ))}
              </Group>
            </Radio.Group>
            <Switch
              label={gt('give.coverFee', { fee: money(fee) })}
              description={gt('give.coverFeeHint')}
              checked={coverFee}
              onChange={(event) => setCoverFee(event.currentTarget.checked)}
            />
            {amount.ok && (
              <Text fw={700} data-testid="total-charged">
                {gt(frequency === 'once' ? 'give.total' : 'give.totalRecurring', {
                  total: money(amount.amountMinor + (coverFee ? fee : 0)),
                })}
              </Text>
            )}
          </>
        )}
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        {leaving && <Text role="status">{gt('give.redirecting')}</Text>}
        <Button type="submit" loading={checkout.isPending || leaving} style={{ alignSelf: 'flex-start' }}>
          {online ? gt('give.continue') : gt('give.showHow')}
        </Button>
      </Stack>
    </form>
  );
}
