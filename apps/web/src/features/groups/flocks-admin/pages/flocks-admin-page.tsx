import { NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { chosenLocale, scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { ClustersTab } from '../components/clusters-tab.tsx';
import { FlocksTab } from '../components/flocks-tab.tsx';
import { GroupsTab } from '../components/groups-tab.tsx';
import { useFlocksAdminT } from '../i18n/index.ts';
import { OutcomeAlert } from '../../../../components/ui/outcome-alert.tsx';

const tabs = ['flocks', 'clusters', 'groups'] as const;
type Tab = (typeof tabs)[number];

function FlocksAdmin({ signedIn }: { signedIn: SignedInAccess }) {
  const ft = useFlocksAdminT();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const mine = scopeLocales(signedIn.access, locales.data ?? []);
  const locale = chosenLocale(mine, params.get('locale'), signedIn.profile.member.currentLocale);
  const tab: Tab = tabs.find((t) => t === params.get('tab')) ?? 'flocks';
  const [outcome, setOutcome] = useState<string | null>(null);

  const set = (name: string, value: string) =>
    setParams((current) => {
      if (value) current.set(name, value);
      else current.delete(name);
      return current;
    });

  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;
  if (!locale) return <Text c="dimmed">{ft('locale.none')}</Text>;

  return (
    <Stack gap="md">
      <OutcomeAlert message={outcome} onClose={() => setOutcome(null)} />
      {mine.length > 1 && (
        <NativeSelect
          label={ft('locale.label')}
          value={locale.id}
          onChange={(e) => set('locale', e.currentTarget.value)}
          data={mine.map((l) => ({ value: l.id, label: l.name }))}
        />
      )}
      <Tabs
        value={tab}
        onChange={(value) => set('tab', value === 'flocks' || !value ? '' : value)}
        keepMounted={false}
      >
        <Tabs.List aria-label={ft('tabs.label')}>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {ft(`tabs.${t}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="flocks" pt="md">
          <FlocksTab key={locale.id} localeId={locale.id} onOutcome={setOutcome} />
        </Tabs.Panel>
        <Tabs.Panel value="clusters" pt="md">
          <ClustersTab localeId={locale.id} localeName={locale.name} />
        </Tabs.Panel>
        <Tabs.Panel value="groups" pt="md">
          <GroupsTab key={locale.id} localeId={locale.id} onOutcome={setOutcome} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** `admin-groups`: a locale's flocks (staff, clusters, archive), its clusters, and its other groups with members. */
export default function FlocksAdminPage() {
  const ft = useFlocksAdminT();
  return (
    <PermissionGate permission="members.manage" title={ft('notAllowed.title')} body={ft('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={ft('page.title')} intro={ft('page.intro')} maw={900}>
          <FlocksAdmin signedIn={signedIn} />
        </PageCard>
      )}
    </PermissionGate>
  );
}
