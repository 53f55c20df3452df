import type { GatheringPage, GatheringSummary, Locale } from '@congregate/contracts';
import { NativeSelect, Tabs, Text } from '@mantine/core';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { IconCalendarEvent, IconQrcode } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { gatheringKeys } from '../../../../lib/query-keys.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useGathering } from '../api/get-gathering.ts';
import { useQrLocations } from '../api/get-qr-locations.ts';
import { GatheringCheckIns } from '../components/gathering-check-ins.tsx';
import { GatheringsPanel } from '../components/gatherings-panel.tsx';
import { IconDeviceTablet } from '../components/icons.ts';
import { KiosksPanel } from '../components/kiosks-panel.tsx';
import { PosterPrintView } from '../components/poster-print-view.tsx';
import { QrLocationsPanel } from '../components/qr-locations-panel.tsx';
import { useGatheringsT } from '../i18n/index.ts';

const tabs = ['gatherings', 'kiosks', 'posters'] as const;
type Tab = (typeof tabs)[number];

/**
 * The gathering whose check-ins are shown, for its title and times: from a list already loaded (the admin
 * came from it), else `GET gatherings/{id}` (a shared link, to a gathering of any date).
 */
function useShownGathering(gatheringId: string | null): GatheringSummary | null {
  const queryClient = useQueryClient();
  const find = (pages: readonly GatheringPage[] | undefined) =>
    pages?.flatMap((page) => page.items).find((gathering) => gathering.id === gatheringId) ?? null;
  const cached = gatheringId
    ? queryClient
        .getQueriesData<InfiniteData<GatheringPage>>({ queryKey: gatheringKeys.lists() })
        .map(([, data]) => find(data?.pages))
        .find((gathering) => gathering !== null)
    : null;
  const lookup = useGathering(gatheringId && !cached ? gatheringId : null);
  if (!gatheringId) return null;
  return cached ?? lookup.data ?? null;
}

/** A poster's print view, once the locale's posters are in. */
function PosterView({ locale, posterId }: { locale: Locale; posterId: string }) {
  const at = useGatheringsT();
  const posters = useQrLocations(locale.id);
  const backTo = `?${new URLSearchParams({ locale: locale.id, tab: 'posters' }).toString()}`;
  if (posters.isPending) return <LoadingBlock />;
  if (posters.isError) return <LoadError error={posters.error} onRetry={() => void posters.refetch()} />;
  const poster = posters.data.find((p) => p.id === posterId);
  if (!poster) return <Text c="dimmed">{at('poster.gone')}</Text>;
  return <PosterPrintView poster={poster} localeName={locale.name} backTo={backTo} />;
}

function AttendanceRecords({ signedIn }: { signedIn: SignedInAccess }) {
  const at = useGatheringsT();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const mine = scopeLocales(signedIn.access, locales.data ?? []);
  const chosen = params.get('locale');
  const locale =
    mine.find((l) => l.id === chosen) ??
    mine.find((l) => l.id === signedIn.profile.member.currentLocale) ??
    mine[0] ??
    null;
  const tabParam = params.get('tab');
  const tab: Tab = tabs.includes(tabParam as Tab) ? (tabParam as Tab) : 'gatherings';
  const gatheringId = params.get('gathering');
  const posterId = params.get('poster');
  const shown = useShownGathering(gatheringId);

  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;

  if (locale && posterId) return <PosterView locale={locale} posterId={posterId} />;

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <PageCard
      title={at('page.title')}
      intro={at('page.intro')}
      maw={960}
      actions={
        mine.length > 1 ? (
          <NativeSelect
            label={at('page.locale')}
            value={locale?.id ?? ''}
            onChange={(event) =>
              setParams(() => new URLSearchParams({ locale: event.currentTarget.value, tab }), {
                replace: true,
              })
            }
            data={mine.map((l) => ({ value: l.id, label: l.name }))}
          />
        ) : undefined
      }
    >
      {!locale ? (
        <Text c="dimmed">{at('page.noLocale')}</Text>
      ) : gatheringId ? (
        <GatheringCheckIns key={gatheringId} gatheringId={gatheringId} gathering={shown} locale={locale} />
      ) : (
        <Tabs value={tab} onChange={(value) => setParam('tab', value === 'gatherings' ? null : value)}>
          <Tabs.List mb="md">
            <Tabs.Tab value="gatherings" leftSection={<IconCalendarEvent size={16} />}>
              {at('tab.gatherings')}
            </Tabs.Tab>
            <Tabs.Tab value="kiosks" leftSection={<IconDeviceTablet size={16} />}>
              {at('tab.kiosks')}
            </Tabs.Tab>
            <Tabs.Tab value="posters" leftSection={<IconQrcode size={16} />}>
              {at('tab.posters')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="gatherings">
            {tab === 'gatherings' && <GatheringsPanel key={locale.id} locale={locale} />}
          </Tabs.Panel>
          <Tabs.Panel value="kiosks">
            {tab === 'kiosks' && <KiosksPanel key={locale.id} locale={locale} />}
          </Tabs.Panel>
          <Tabs.Panel value="posters">
            {tab === 'posters' && <QrLocationsPanel key={locale.id} locale={locale} />}
          </Tabs.Panel>
        </Tabs>
      )}
    </PageCard>
  );
}

/**
 * `admin-attendances`: a locale's gatherings with their counts and first-timers (add, change, cancel), each
 * gathering's check-ins (add by hand, remove, CSV), the kiosk devices and the QR-location posters. For
 * locale admins and up (`checkin.run`); the server refuses everyone else's calls anyway.
 */
export default function AttendanceRecordsPage() {
  const at = useGatheringsT();
  return (
    <PermissionGate permission="checkin.run" title={at('notAllowed.title')} body={at('notAllowed.body')}>
      {(signedIn) => <AttendanceRecords signedIn={signedIn} />}
    </PermissionGate>
  );
}
