import type { GatheringSummary, Locale } from '@congregate/contracts';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales, useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { useLocaleFlocks } from '../../../../lib/config/api/get-locale-flocks.ts';
import { formatWhen } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useFlockAttendance } from '../api/get-flock-attendance.ts';
import { useFlockInfo } from '../api/get-flock-info.ts';
import { useRecentGatherings } from '../api/get-recent-gatherings.ts';
import { FlockTickList } from '../components/flock-tick-list.tsx';
import { useFlockAttendanceT } from '../i18n/index.ts';

interface FlockChoice {
  id: string;
  name: string;
  /** Known for an admin's locale flocks; a leader's flock's locale comes from the flock's information. */
  localeId: string | null;
}

/** The flocks the signed-in person may record: the ones they lead, and an admin's locale's flocks. */
function useFlockChoices(signedIn: SignedInAccess, adminLocale: Locale | null) {
  const led: FlockChoice[] = signedIn.access.roles
    .filter((grant) => grant.role === 'flock_leader' && grant.scopeId)
    .map((grant) => ({ id: grant.scopeId!, name: grant.scopeName ?? grant.scopeId!, localeId: null }));
  const localeFlocks = useLocaleFlocks(adminLocale?.id ?? null);
  const ofLocale: FlockChoice[] = (localeFlocks.data?.flocks ?? [])
    .filter((flock) => !led.some((l) => l.id === flock.id))
    .map((flock) => ({ id: flock.id, name: flock.name, localeId: flock.localeId }));
  return { choices: [...led, ...ofLocale], led, loading: Boolean(adminLocale) && localeFlocks.isPending };
}

function FlockAttendanceForm({ signedIn }: { signedIn: SignedInAccess }) {
  const ft = useFlockAttendanceT();
  const { language } = useI18n();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const adminLocales = scopeLocales(signedIn.access, locales.data ?? []);
  const localeParam = params.get('locale');
  const adminLocale =
    adminLocales.find((l) => l.id === localeParam) ??
    adminLocales.find((l) => l.id === signedIn.profile.member.currentLocale) ??
    adminLocales[0] ??
    null;
  const { choices, led, loading } = useFlockChoices(signedIn, adminLocale);
  const flockParam = params.get('flock');
  // A leader starts on their (first) flock; an admin chooses one.
  const flock = choices.find((c) => c.id === flockParam) ?? (flockParam ? null : (led[0] ?? null));
  const info = useFlockInfo(flock && !flock.localeId ? flock.id : null);
  const localeId = flock ? (flock.localeId ?? info.data?.localeId ?? null) : null;
  const timeZone = useLocaleTimeZone(localeId);
  const gatherings = useRecentGatherings(localeId);
  const gatheringParam = params.get('gathering');
  // The current or last gathering of the flock's locale, unless one was chosen.
  const gatheringId = gatheringParam ?? gatherings.data?.[0]?.id ?? null;
  const attendance = useFlockAttendance(flock ? gatheringId : null, flock?.id ?? null);

  const setParam = (name: string, value: string | null, clear: string[] = []) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const other of clear) next.delete(other);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  const label = (g: Pick<GatheringSummary, 'title' | 'startsAt'>) =>
    ft('gathering.option', { title: g.title, when: formatWhen(g.startsAt, language, timeZone) });
  const options = (gatherings.data ?? []).map((g) => ({ value: g.id, label: label(g) }));
  // A gathering chosen elsewhere (admin-attendances) that is not among the recent ones is still offered.
  const shown = attendance.data?.gathering;
  if (shown && !options.some((o) => o.value === shown.id))
    options.unshift({ value: shown.id, label: label(shown) });

  if (locales.isPending || loading) return <LoadingBlock />;

  return (
    <PageCard title={ft('page.title')} intro={ft('page.intro')} maw={720}>
      <Stack gap="md">
        {adminLocales.length > 1 && (
          <NativeSelect
            label={ft('page.locale')}
            value={adminLocale?.id ?? ''}
            onChange={(event) => setParam('locale', event.currentTarget.value, ['flock', 'gathering'])}
            data={adminLocales.map((l) => ({ value: l.id, label: l.name }))}
          />
        )}
        {choices.length === 0 ? (
          <Text c="dimmed">{ft('page.noFlock')}</Text>
        ) : (
          <NativeSelect
            label={ft('page.flock')}
            value={flock?.id ?? ''}
            onChange={(event) => setParam('flock', event.currentTarget.value || null, ['gathering'])}
            data={[
              ...(flock ? [] : [{ value: '', label: ft('page.chooseFlock') }]),
              ...choices.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
        )}
        {flock &&
          (info.isError ? (
            <LoadError error={info.error} onRetry={() => void info.refetch()} />
          ) : gatherings.isError ? (
            <LoadError error={gatherings.error} onRetry={() => void gatherings.refetch()} />
          ) : !localeId || gatherings.isPending ? (
            <LoadingBlock />
          ) : !gatheringId ? (
            <Text c="dimmed">{ft('gathering.none')}</Text>
          ) : (
            <>
              <NativeSelect
                label={ft('gathering.label')}
                value={gatheringId}
                onChange={(event) => setParam('gathering', event.currentTarget.value)}
                data={options}
              />
              {attendance.isPending ? (
                <LoadingBlock />
              ) : attendance.isError ? (
                <LoadError error={attendance.error} onRetry={() => void attendance.refetch()} />
              ) : (
                <FlockTickList
                  key={`${attendance.data.gathering.id}/${attendance.data.flock.id}`}
                  attendance={attendance.data}
                  timeZone={timeZone}
                />
              )}
            </>
          ))}
      </Stack>
    </PageCard>
  );
}

/**
 * `flock-attendance-modal`: a flock leader ticks who of their flock came to a gathering (default: the current
 * or last one of the flock's locale) and saves once; admins do it for any flock of their locales.
 */
export default function FlockAttendancePage() {
  const ft = useFlockAttendanceT();
  return (
    <PermissionGate permission="flock.attendance" title={ft('notAllowed.title')} body={ft('notAllowed.body')}>
      {(signedIn) => <FlockAttendanceForm signedIn={signedIn} />}
    </PermissionGate>
  );
}
