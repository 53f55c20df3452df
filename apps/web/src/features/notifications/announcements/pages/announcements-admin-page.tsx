import { Divider, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { chosenLocale, scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { AnnouncementForm } from '../components/announcement-form.tsx';
import { AnnouncementList } from '../components/announcement-list.tsx';
import { useAnnouncementsT } from '../i18n/index.ts';
import { OutcomeAlert } from '../../../../components/ui/outcome-alert.tsx';

function Announcements({ signedIn }: { signedIn: SignedInAccess }) {
  const at = useAnnouncementsT();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const mine = scopeLocales(signedIn.access, locales.data ?? []);
  const locale = chosenLocale(mine, params.get('locale'), signedIn.profile.member.currentLocale);
  const [outcome, setOutcome] = useState<string | null>(null);

  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;
  if (!locale) return <Text c="dimmed">{at('locale.none')}</Text>;

  return (
    <Stack gap="lg">
      <OutcomeAlert message={outcome} onClose={() => setOutcome(null)} />
      {mine.length > 1 && (
        <NativeSelect
          label={at('locale.label')}
          value={locale.id}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setParams((current) => {
              current.set('locale', value);
              return current;
            });
          }}
          data={mine.map((l) => ({ value: l.id, label: l.name }))}
        />
      )}
      <AnnouncementForm
        key={locale.id}
        localeId={locale.id}
        localeName={locale.name}
        timeZone={locale.timeZone}
        onDone={setOutcome}
      />
      <Divider />
      <AnnouncementList
        key={`list-${locale.id}`}
        localeId={locale.id}
        timeZone={locale.timeZone}
        onDone={setOutcome}
      />
    </Stack>
  );
}

/** `admin-announcements`: write to a locale, cluster, flock or group (now or scheduled), and the locale's list. */
export default function AnnouncementsAdminPage() {
  const at = useAnnouncementsT();
  return (
    <PermissionGate permission="members.manage" title={at('notAllowed.title')} body={at('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={at('page.title')} intro={at('page.intro')}>
          <Announcements signedIn={signedIn} />
        </PageCard>
      )}
    </PermissionGate>
  );
}
