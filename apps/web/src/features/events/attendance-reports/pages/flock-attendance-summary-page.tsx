import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CareList } from '../../../../components/attendance/care-list.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { can, grantedScopes, scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useFlockReport } from '../../../../lib/attendance/api/get-flock-report.ts';
import { useLocaleFlocks } from '../../../../lib/config/api/get-locale-flocks.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { ReportControls } from '../components/period-controls.tsx';
import { SummaryReport } from '../components/summary-report.tsx';
import { useReportsT } from '../i18n/index.ts';
import { rangeFromParams } from '../lib/report-range.ts';

/** The flocks the person may see: those they lead, then the flocks of an admin's own locale. */
function useFlockChoices(signedIn: SignedInAccess) {
  const locales = useLocales();
  const led = grantedScopes(signedIn.access, 'flock_leader');
  const adminLocales = can(signedIn.access, 'members.view')
    ? scopeLocales(signedIn.access, locales.data ?? [])
    : [];
  const adminLocale =
    adminLocales.find((l) => l.id === signedIn.profile.member.currentLocale) ?? adminLocales[0] ?? null;
  const flocks = useLocaleFlocks(adminLocale?.id ?? null);
  const ofLocale = (flocks.data?.flocks ?? [])
    .filter((flock) => !led.some((l) => l.id === flock.id))
    .map((flock) => ({ id: flock.id, name: flock.name }));
  return {
    choices: [...led, ...ofLocale],
    loading: locales.isPending || (Boolean(adminLocale) && flocks.isPending),
  };
}

function FlockCare({ flockId }: { flockId: string }) {
  const report = useFlockReport(flockId);
  if (report.isPending) return <LoadingBlock />;
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  return <CareList report={report.data} headingOrder={2} />;
}

function FlockSummary({ signedIn }: { signedIn: SignedInAccess }) {
  const rt = useReportsT();
  const [params, setParams] = useUrlParams();
  const { choices, loading } = useFlockChoices(signedIn);
  const { period, span, range } = rangeFromParams(params);
  const asked = params.get('flock');
  // A flock named in the address is asked for even when not offered (the server says whether it may be seen).
  const flockId = asked ?? choices[0]?.id ?? null;
  if (loading && !asked) return <LoadingBlock />;
  if (!flockId) return <Text c="dimmed">{rt('flock.none')}</Text>;
  return (
    <Stack gap="lg">
      <ReportControls
        period={period}
        span={span}
        chooser={
          choices.length > 1
            ? {
                label: rt('flock.choose'),
                value: flockId,
                onChoose: (id) =>
                  setParams((current) => {
                    current.set('flock', id);
                    return current;
                  }),
                options: [
                  ...(choices.some((c) => c.id === flockId)
                    ? []
                    : [{ value: flockId, label: rt('flock.chooseOne') }]),
                  ...choices.map((c) => ({ value: c.id, label: c.name })),
                ],
              }
            : null
        }
      />
      <SummaryReport
        key={flockId}
        target={{ scope: 'flock', id: flockId }}
        range={range}
        levelLabel={rt('summary.level.flock')}
        rowName={(row) => row.name}
        rowText={(row) => row.name}
        empty={(name) => rt('flock.empty', { name })}
      />
      <FlockCare flockId={flockId} />
      <Anchor component={Link} to={`/flock-attendance-modal?flock=${flockId}`}>
        {rt('flock.record')}
      </Anchor>
    </Stack>
  );
}

/**
 * `flock-summary-report` (flock leaders for their flock; admins for their locale's flocks): each member's
 * check-ins per week or month, the flock's totals as a chart, and the care list.
 */
export default function FlockAttendanceSummaryPage() {
  const rt = useReportsT();
  return (
    <PermissionGate
      permission="flock.attendance"
      title={rt('notAllowed.title')}
      body={rt('flock.notAllowed')}
    >
      {(signedIn) => (
        <PageCard title={rt('flock.title')} intro={rt('flock.intro')} maw={1100}>
          <FlockSummary signedIn={signedIn} />
        </PageCard>
      )}
    </PermissionGate>
  );
}
