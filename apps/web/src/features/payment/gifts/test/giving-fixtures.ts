// Test data for the giving pages, each checked against its contract so that fixtures cannot drift.
import {
  fundCalls,
  fundListSchema,
  giftReceiptSchema,
  giftSchema,
  givingSettingsSchema,
  recurringGiftSchema,
  type Fund,
  type Gift,
  type GiftReceipt,
  type GivingSettings,
  type RecurringGift,
} from '@congregate/contracts';
import { ids, on, type FakeRoute } from '../../../../test/fake-server.ts';

export const tithesId = '17171717-1717-4717-8717-171717171717';
export const missionsId = '27272727-2727-4727-8727-272727272727';
export const archivedId = '37373737-3737-4737-8737-373737373737';
export const giftId = '47474747-4747-4747-8747-474747474747';
export const planId = '57575757-5757-4757-8757-575757575757';

const fund = (id: string, name: string, active = true, sortOrder = 0): Fund => ({
  id,
  localeId: ids.locale,
  name,
  description: '',
  currency: 'PHP',
  active,
  sortOrder,
});

export const funds = fundListSchema.parse({
  localeId: ids.locale,
  currency: 'PHP',
  items: [
    fund(tithesId, 'Tithes'),
    fund(missionsId, 'Missions', true, 1),
    fund(archivedId, 'Old roof', false, 2),
  ],
});

export function settings(overrides: Partial<GivingSettings> = {}): GivingSettings {
  return givingSettingsSchema.parse({
    localeId: ids.locale,
    localeName: 'Quezon City',
    currency: 'PHP',
    provider: 'manual',
    onlineAvailable: false,
    onlineEnabled: false,
    bankDetails: 'BPI 1234-5678-90\nCongregate Church Inc.',
    instructions: 'Or give at the welcome desk after the service.',
    fee: { percentBasisPoints: 0, fixedMinor: 0 },
    ...overrides,
  });
}

export const stripeSettings = () =>
  settings({
    provider: 'stripe',
    onlineAvailable: true,
    onlineEnabled: true,
    fee: { percentBasisPoints: 350, fixedMinor: 1500 },
  });

export function gift(overrides: Partial<Gift> = {}): Gift {
  return giftSchema.parse({
    id: giftId,
    receiptNumber: '2026-000042',
    localeId: ids.locale,
    memberId: ids.member,
    donorName: 'Maria Santos',
    fundId: tithesId,
    fundName: 'Tithes',
    amountMinor: 50_000,
    feeMinor: 0,
    currency: 'PHP',
    method: 'card',
    provider: 'stripe',
    status: 'succeeded',
    frequency: 'once',
    recurringId: null,
    batchId: null,
    givenAt: '2026-03-01T08:00:00.000Z',
    refundedAt: null,
    ...overrides,
  });
}

export function receipt(overrides: Partial<GiftReceipt> = {}): GiftReceipt {
  return giftReceiptSchema.parse({
    ...gift(),
    feeMinor: 2_400,
    localeName: 'Quezon City',
    church: {
      legalName: 'Congregate Church Inc.',
      address: '1 Church Road, Quezon City',
      taxId: '123-456-789',
    },
    donorAddress: '12 Mabini St, Quezon City',
    refundReason: null,
    ...overrides,
  });
}

export function plan(overrides: Partial<RecurringGift> = {}): RecurringGift {
  return recurringGiftSchema.parse({
    id: planId,
    localeId: ids.locale,
    memberId: ids.member,
    donorName: 'Maria Santos',
    fundId: missionsId,
    fundName: 'Missions',
    amountMinor: 100_000,
    feeMinor: 0,
    currency: 'PHP',
    frequency: 'monthly',
    provider: 'stripe',
    status: 'active',
    failureMessage: null,
    failingSince: null,
    lastGiftAt: '2026-03-01T08:00:00.000Z',
    createdAt: '2026-01-01T08:00:00.000Z',
    cancelledAt: null,
    ...overrides,
  });
}

/** The member's own locale's funds and settings, and giving access (none for a plain member). */
export function givingRoutes(options: { settings?: GivingSettings; access?: FakeRoute } = {}): FakeRoute[] {
  return [
    on(fundCalls.list, () => funds),
    on(fundCalls.settings, () => options.settings ?? settings()),
    options.access ?? on(fundCalls.access, () => ({ locales: [] })),
  ];
}
