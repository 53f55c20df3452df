import { NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { OutcomeAlert } from '../../../../../components/ui/outcome-alert.tsx';
import { PageCard } from '../../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../../components/ui/permission-gate.tsx';
import { chosenLocale, isSuperAdmin, scopeLocales } from '../../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../../lib/config/index.ts';
import { useUrlParams } from '../../../../../lib/routing/use-url-params.ts';
import { CategoriesTab } from '../components/categories-tab.tsx';
import { LivestreamsTab } from '../components/livestreams-tab.tsx';
import { VideosTab } from '../components/videos-tab.tsx';
import { useVideosAdminT } from '../i18n/index.ts';
import { audienceChoices } from '../lib/video-form.ts';

const tabs = ['videos', 'livestreams', 'categories'] as const;
type Tab = (typeof tabs)[number];

function VideosAdmin({ signedIn }: { signedIn: SignedInAccess }) {
  const vt = useVideosAdminT();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const mine = scopeLocales(signedIn.access, locales.data ?? []);
  const locale = chosenLocale(mine, params.get('locale'), signedIn.profile.member.currentLocale);
  const tab: Tab = tabs.find((t) => t === params.get('tab')) ?? 'videos';
  const [outcome, setOutcome] = useState<string | null>(null);

  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        if (value) current.set(name, value);
        else current.delete(name);
        return current;
      },
      { replace: true },
    );

  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;
  if (!locale) return <Text c="dimmed">{vt('locale.none')}</Text>;

  return (
    <Stack gap="md">
      <OutcomeAlert message={outcome} onClose={() => setOutcome(null)} />
      {mine.length > 1 && (
        <NativeSelect
          label={vt('locale.label')}
          value={locale.id}
          onChange={(event) => {
            setOutcome(null);
            set('locale', event.currentTarget.value);
          }}
          data={mine.map((l) => ({ value: l.id, label: l.name }))}
        />
      )}
      <Tabs
        value={tab}
        onChange={(value) => {
          setOutcome(null);
          set('tab', value === 'videos' || !value ? '' : value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={vt('tabs.label')}>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {vt(`tabs.${t}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="videos" pt="md">
          <VideosTab
            key={locale.id}
            locale={locale}
            audiences={audienceChoices(signedIn.access, locale)}
            onOutcome={setOutcome}
          />
        </Tabs.Panel>
        <Tabs.Panel value="livestreams" pt="md">
          <LivestreamsTab key={locale.id} locale={locale} onOutcome={setOutcome} />
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          <CategoriesTab
            key={locale.id}
            localeId={locale.id}
            superAdmin={isSuperAdmin(signedIn.access)}
            onOutcome={setOutcome}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * `admin-videos` (`?tab=videos|livestreams|categories&locale=`): a locale's videos (upload with progress, or
 * link an HLS stream or an embedded player; edit, delete), its livestreams (schedule, change, preview, delete)
 * and its video categories. For the admins of a locale, a district or the whole church.
 */
export default function VideosAdminPage() {
  const vt = useVideosAdminT();
  return (
    <PermissionGate permission="members.view" title={vt('notAllowed.title')} body={vt('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={vt('page.title')} intro={vt('page.intro')} maw={900}>
          <VideosAdmin signedIn={signedIn} />
        </PageCard>
      )}
    </PermissionGate>
  );
}
