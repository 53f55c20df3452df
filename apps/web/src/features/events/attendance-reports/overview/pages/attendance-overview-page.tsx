import { Divider, Stack } from '@mantine/core';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../../components/ui/page-card.tsx';
import { useSignedInAccess, type SignedInAccess } from '../../../../../components/ui/permission-gate.tsx';
import { can, scopeLocales } from '../../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../../lib/config/index.ts';
import { useUrlParams } from '../../../../../lib/routing/use-url-params.ts';
import { FlockWeek } from '../components/flock-week.tsx';
import { LocaleGatherings } from '../components/locale-gatherings.tsx';
import { MyWeeks } from '../components/my-weeks.tsx';
import { useAttendanceT } from '../i18n/index.ts';

/** An admin's part: the locale chosen (`?locale=`), their own when they look after it, else the first. */
function AdminPart({ signedIn }: { signedIn: SignedInAccess }) {
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;
  const mine = scopeLocales(signedIn.access, locales.data);
  const chosen = params.get('locale');
  const locale =
    mine.find((l) => l.id === chosen) ??
    mine.find((l) => l.id === signedIn.profile.member.currentLocale) ??
    mine[0];
  if (!locale) return null;
  return (
    <LocaleGatherings
      locales={mine}
      locale={locale}
      onChoose={(localeId) =>
        setParams((current) => {
          current.set('locale', localeId);
          return current;
        })
      }
    />
  );
}

function Overview({ signedIn }: { signedIn: SignedInAccess }) {
  const ledFlocks = signedIn.access.roles
    .filter((grant) => grant.role === 'flock_leader' && grant.scopeId)
    .map((grant) => ({ id: grant.scopeId!, name: grant.scopeName ?? '' }));
  const isAdmin = can(signedIn.access, 'members.view');
  return (
    <Stack gap="lg">
      <MyWeeks />
      {ledFlocks.map((flock) => (
        <Stack key={flock.id} gap="lg">
          <Divider />
          <FlockWeek flockId={flock.id} flockName={flock.name} />
        </Stack>
      ))}
      {isAdmin && (
        <>
          <Divider />
          <AdminPart signedIn={signedIn} />
        </>
      )}
    </Stack>
  );
}

/**
 * `attendance` (the Attendance tab): every member's streak and last twelve weeks; a flock leader's flock this
 * week with its absentees and care list; an admin's locale's latest gatherings with their counts.
 */
export default function AttendanceOverviewPage() {
  const at = useAttendanceT();
  const state = useSignedInAccess();
  return (
    <PageCard title={at('page.title')} intro={at('page.intro')} maw={820}>
      {state.status === 'loading' ? (
        <LoadingBlock />
      ) : state.status === 'error' ? (
        <LoadError error={state.error} onRetry={state.retry} />
      ) : (
        <Overview signedIn={state} />
      )}
    </PageCard>
  );
}
