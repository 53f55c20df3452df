import {
  coverFeeMinor,
  formatMoney,
  minorPerMajor,
  PAYMENT_LIMITS,
  transferReference,
} from '@congregate/contracts';
import type { Checkout, CheckoutInput } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, forbidden, notFound, providerUnavailable } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notifications.ts';
import type { ServiceLog } from '../../../lib/service-module.ts';
import {
  WebhookSignatureError,
  type OnlinePaymentProvider,
  type ProviderEvent,
} from '../../../integrations/payment/payment-provider.ts';
import type { FundsService } from '../funds/funds.service.ts';
import {
  completeCheckout,
  deleteCheckout,
  findCheckout,
  findCheckoutBySession,
  findGiver,
  findPlanByRef,
  insertCardGift,
  insertCheckout,
  insertPlan,
  markPlanCancelled,
  markPlanFailing,
  markPlanPaid,
  recordPaymentEvent,
  setCheckoutSession,
  type CheckoutRow,
  type PlanRow,
} from './checkout.repository.ts';

const frequencyWord = { once: '', weekly: 'weekly ', monthly: 'monthly ' } as const;

/**
 * Checkout and the provider's webhooks (issue 17). A member's checkout answers the provider's page (a
 * `gift_checkouts` row remembers what they chose), or how to give by bank with the manual provider. Each
 * webhook event is verified by the provider, recorded once in `payment_events` and applied in the same
 * transaction: a replay finds its event recorded and changes nothing.
 */
export function createCheckoutService(
  db: Database,
  deps: {
    funds: FundsService;
    paymentProvider: OnlinePaymentProvider | null;
    publicUrl: string;
    log: ServiceLog;
  },
) {
  const { paymentProvider } = deps;

  /** Tells the member their gift arrived (the receipt is one tap away). */
  async function noticeGift(
    tx: Executor,
    memberId: string | null,
    giftId: string,
    fundName: string,
    amountMinor: number,
    currency: string,
  ) {
    if (!memberId) return;
    const giver = await findGiver(tx, memberId);
    if (!giver?.userId) return;
    await notify(tx, [
      {
        userId: giver.userId,
        kind: 'giving.gift-received',
        message: `Thank you: your gift of ${formatMoney(amountMinor, currency)} to ${fundName} was received.`,
        link: `/transaction-modal?id=${giftId}`,
        data: { giftId },
        dedupeKey: `gift-received:${giftId}`,
      },
    ]);
  }

  async function recordPlanGift(
    tx: Executor,
    provider: string,
    plan: PlanRow,
    event: Extract<ProviderEvent, { kind: 'invoice.paid' }>,
  ) {
    const giftId = await insertCardGift(tx, {
      localeId: plan.localeId,
      memberId: plan.memberId,
      fundId: plan.fundId,
      amountMinor: plan.amountMinor,
      feeMinor: plan.feeMinor,
      currency: plan.currency,
      provider,
      providerRef: event.paymentRef ?? event.invoiceRef,
      frequency: plan.frequency,
      recurringId: plan.id,
      givenAt: event.at,
    });
    await markPlanPaid(tx, plan.id);
    if (giftId) await noticeGift(tx, plan.memberId, giftId, plan.fundName, plan.amountMinor, plan.currency);
  }

  /** Applies one verified event inside its transaction. */
  async function apply(tx: Executor, provider: string, event: ProviderEvent): Promise<void> {
    switch (event.kind) {
      case 'checkout.completed': {
        const checkout = await findCheckoutBySession(tx, provider, event.sessionId);
        if (!checkout) {
          deps.log.warn(
            { sessionId: event.sessionId },
            'payment webhook: a completed checkout Congregate did not start',
          );
          return;
        }
        await completeCheckout(tx, checkout.id, event.at);
        if (checkout.frequency === 'once') {
          const giftId = await insertCardGift(tx, {
            ...checkoutGift(checkout),
            providerRef: event.paymentRef ?? event.sessionId,
            recurringId: null,
            givenAt: event.at,
          });
          if (giftId) {
            await noticeGift(
              tx,
              checkout.memberId,
              giftId,
              checkout.fundName,
              checkout.amountMinor,
              checkout.currency,
            );
          }
        } else if (event.subscriptionRef) {
          await insertPlan(tx, checkout, event.subscriptionRef);
        }
        return;
      }
      case 'invoice.paid': {
        let plan = await findPlanByRef(tx, provider, event.subscriptionRef);
        if (!plan && event.checkoutId) {
          // The invoice came before the completed checkout: start the plan from the checkout it names.
          const checkout = await findCheckout(tx, event.checkoutId);
          if (checkout && checkout.frequency !== 'once' && checkout.provider === provider) {
            plan = await insertPlan(tx, checkout, event.subscriptionRef);
          }
        }
        if (!plan) {
          // Nothing to record it against yet: not marked as handled, so the provider delivers it again.
          throw new AppError(
            'service_unavailable',
            'This invoice’s plan is not known yet; deliver it again later',
          );
        }
        await recordPlanGift(tx, provider, plan, event);
        return;
      }
      case 'invoice.failed': {
        const plan = await findPlanByRef(tx, provider, event.subscriptionRef);
        if (!plan || plan.status === 'cancelled') return;
        await markPlanFailing(tx, plan.id, event.message, event.at);
        const giver = plan.memberId ? await findGiver(tx, plan.memberId) : null;
        if (giver?.userId) {
          await notify(tx, [
            {
              userId: giver.userId,
              kind: 'giving.recurring-failed',
              message: `Your ${frequencyWord[plan.frequency]}gift to ${plan.fundName} could not be charged: ${event.message}`,
              link: '/transactions',
              data: { recurringId: plan.id },
              dedupeKey: `recurring-failed:${event.invoiceRef}`,
            },
          ]);
        }
        return;
      }
      case 'subscription.cancelled': {
        const plan = await findPlanByRef(tx, provider, event.subscriptionRef);
        if (plan && plan.status !== 'cancelled') await markPlanCancelled(tx, plan.id, event.at);
        return;
      }
      case 'ignored':
        return;
    }
  }

  const checkoutGift = (checkout: CheckoutRow) => ({
    localeId: checkout.localeId,
    memberId: checkout.memberId,
    fundId: checkout.fundId,
    amountMinor: checkout.amountMinor,
    feeMinor: checkout.feeMinor,
    currency: checkout.currency,
    provider: checkout.provider,
    frequency: checkout.frequency,
  });

  return {
    async checkout(actor: Actor, input: CheckoutInput): Promise<Checkout> {
      if (!actor.memberId || !actor.endorsed || !actor.localeId) {
        throw forbidden('Only endorsed members give through Congregate');
      }
      const fund = await deps.funds.forGift(input.fundId);
      if (!fund || !fund.active || fund.localeId !== actor.localeId) {
        throw new AppError('fund_not_available', 'Choose an active fund of your locale', {
          issues: [{ path: 'fundId', message: 'Choose an active fund of your locale' }],
        });
      }
      if (input.currency !== fund.currency) {
        throw new AppError('currency_mismatch', `Gifts to this fund are in ${fund.currency}`, {
          issues: [{ path: 'currency', message: `Gifts to this fund are in ${fund.currency}` }],
          currency: fund.currency,
        });
      }
      const perMajor = minorPerMajor(fund.currency);
      if (
        input.amountMinor < PAYMENT_LIMITS.minimumMajorUnits * perMajor ||
        input.amountMinor > PAYMENT_LIMITS.maximumMajorUnits * perMajor
      ) {
        const range = `between ${formatMoney(PAYMENT_LIMITS.minimumMajorUnits * perMajor, fund.currency)} and ${formatMoney(PAYMENT_LIMITS.maximumMajorUnits * perMajor, fund.currency)}`;
        throw new AppError('amount_out_of_range', `Give ${range}`, {
          issues: [{ path: 'amountMinor', message: `Give ${range}` }],
        });
      }
      const settings = (await deps.funds.settingsFor(fund.localeId))!;
      const answer = { amountMinor: input.amountMinor, currency: fund.currency, frequency: input.frequency };

      if (!paymentProvider || settings.provider === 'manual') {
        const giver = await findGiver(db, actor.memberId);
        return {
          ...answer,
          provider: 'manual',
          url: null,
          feeMinor: 0,
          manual: {
            bankDetails: settings.bankDetails,
            instructions: settings.instructions,
            reference: transferReference(giver?.customId ?? null, actor.memberId, fund.name),
          },
        };
      }

      const feeMinor = input.coverFee ? coverFeeMinor(input.amountMinor, settings.fee) : 0;
      const checkoutId = await insertCheckout(db, {
        localeId: fund.localeId,
        memberId: actor.memberId,
        fundId: fund.id,
        amountMinor: input.amountMinor,
        feeMinor,
        currency: fund.currency,
        frequency: input.frequency,
        provider: paymentProvider.name,
      });
      let session: { sessionId: string; url: string };
      try {
        session = await paymentProvider.createCheckout({
          checkoutId,
          chargeMinor: input.amountMinor + feeMinor,
          currency: fund.currency,
          frequency: input.frequency,
          description: `${fund.name} — ${fund.localeName}`,
          customerEmail: actor.email || null,
          successUrl: `${deps.publicUrl}/transactions?checkout=done&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${deps.publicUrl}/give-modal?checkout=cancelled`,
        });
      } catch (error) {
        await deleteCheckout(db, checkoutId);
        deps.log.warn({ err: error }, 'payment provider: checkout failed');
        throw providerUnavailable();
      }
      await setCheckoutSession(db, checkoutId, session.sessionId);
      return { ...answer, provider: paymentProvider.name, url: session.url, feeMinor, manual: null };
    },

    /** One webhook delivery: verified, recorded once, applied in one transaction. */
    async webhook(
      providerName: string,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ received: true; duplicate: boolean }> {
      if (!paymentProvider || paymentProvider.name !== providerName) throw notFound('The payment provider');
      let event: ProviderEvent;
      try {
        event = await paymentProvider.readWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new AppError('invalid_signature', 'The webhook signature does not match');
        }
        throw error;
      }
      const provider = paymentProvider.name;
      return db.transaction(async (tx) => {
        if (!(await recordPaymentEvent(tx, provider, event.id, event.type))) {
          return { received: true as const, duplicate: true };
        }
        await apply(tx, provider, event);
        return { received: true as const, duplicate: false };
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
