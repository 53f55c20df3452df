import type { GivingAccess, GivingAccessLevel } from '@congregate/contracts';
import { NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { BatchesTab } from './components/batches-tab.tsx';
import { FundsSettingsTab } from './components/funds-settings-tab.tsx';
import { GiftsTab } from './components/gifts-tab.tsx';
import { StatementsTab } from './components/statements-tab.tsx';
import { SummaryTab } from './components/summary-tab.tsx';
import { TransfersTab } from './components/transfers-tab.tsx';
import { useFinanceT } from './i18n/index.ts';

export type FinanceLocale = GivingAccess['locales'][number];

const financeTabs = ['gifts', 'transfers', 'summary', 'batches', 'statements', 'funds'] as const;
type FinanceTab = (typeof financeTabs)[number];

/** The least level each tab needs (`manage` ⊃ `view` ⊃ `totals`). */
const tabNeeds: Record<FinanceTab, GivingAccessLevel> = {
  gifts: 'view',
  transfers: 'manage',
  summary: 'totals',
  batches: 'view',
  statements: 'manage',
  funds: 'view',
};
const rank: Record<GivingAccessLevel, number> = { none: 0, totals: 1, view: 2, manage: 3 };
const allows = (level: GivingAccessLevel, needed: GivingAccessLevel) => rank[level] >= rank[needed];

/**
 * The finance part of `transactions` ("Church giving"): a locale's gifts with filters and CSV, the year's chart
 * with its table, gifts recorded by hand (a transfer, a bank statement), batches of envelopes, statement runs, and the funds and giving settings — each tab shown
 * only to those whose giving level for the locale allows it (`GET giving-access`).
 */
export function FinanceGiving({ locales }: { locales: GivingAccess['locales'] }) {
  const ft = useFinanceT();
  const visible = locales.filter((locale) => locale.access !== 'none');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [params] = useUrlParams();
  const locale = visible.find((l) => l.localeId === chosenId) ?? visible[0];
  if (!locale) return <Text c="dimmed">{ft('locale.none')}</Text>;
  const tabs = financeTabs.filter((tab) => allows(locale.access, tabNeeds[tab]));
  // `?section=batches` (home's finance card): the tab to open first, when the person may see it.
  const asked = tabs.find((tab) => tab === params.get('section'));

  return (
    <Stack gap="md">
      {visible.length > 1 && (
        <NativeSelect
          label={ft('locale.label')}
          value={locale.localeId}
          onChange={(event) => setChosenId(event.currentTarget.value)}
          data={visible.map((l) => ({ value: l.localeId, label: l.localeName }))}
        />
      )}
      <Tabs key={locale.localeId} defaultValue={asked ?? tabs[0]} keepMounted={false}>
        <Tabs.List aria-label={ft('tabs.label', { locale: locale.localeName })}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {ft(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="gifts" pt="md">
          <GiftsTab locale={locale} />
        </Tabs.Panel>
        <Tabs.Panel value="transfers" pt="md">
          <TransfersTab locale={locale} />
        </Tabs.Panel>
        <Tabs.Panel value="summary" pt="md">
          <SummaryTab locale={locale} />
        </Tabs.Panel>
        <Tabs.Panel value="batches" pt="md">
          <BatchesTab locale={locale} canEdit={locale.access === 'manage'} />
        </Tabs.Panel>
        <Tabs.Panel value="statements" pt="md">
          <StatementsTab locale={locale} />
        </Tabs.Panel>
        <Tabs.Panel value="funds" pt="md">
          <FundsSettingsTab locale={locale} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
