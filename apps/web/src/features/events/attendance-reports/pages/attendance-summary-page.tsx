import { reportScopes, type AttendanceSummary, type ReportScope } from '@congregate/contracts';
import { Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { IconArrowLeft } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { districtsOf, grantedScopes, isSuperAdmin, scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { clusterName } from '../../../../lib/format/cluster.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import type { SummaryTarget } from '../api/get-attendance-summary.ts';
import { ReportControls } from '../components/period-controls.tsx';
import { SummaryReport } from '../components/summary-report.tsx';
import { useReportsT, type ReportsKey } from '../i18n/index.ts';
import { rangeFromParams } from '../lib/report-range.ts';

type Row = AttendanceSummary['rows'][number];

const levelKeys: Record<ReportScope, ReportsKey> = {
  district: 'summary.level.district',
  locale: 'summary.level.locale',
  cluster: 'summary.level.cluster',
  flock: 'summary.level.flock',
};

/** The target in the address (`?scope=cluster&id=<locale>&cluster=C1`), when it is whole. */
function targetOf(params: URLSearchParams): SummaryTarget | null {
  const scope = reportScopes.find((s) => s === params.get('scope'));
  const id = params.get('id');
  const cluster = params.get('cluster') ?? undefined;
  if (!scope || !id || (scope === 'cluster' && !cluster)) return null;
  return { scope, id, cluster: scope === 'cluster' ? cluster : undefined };
}

function SummaryPicker({ signedIn }: { signedIn: SignedInAccess }) {
  const rt = useReportsT();
  const t = useT();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;

  const mine = scopeLocales(signedIn.access, locales.data);
  const districts = isSuperAdmin(signedIn.access)
    ? districtsOf(mine)
    : grantedScopes(signedIn.access, 'district_admin');
  const ownLocale = mine.find((l) => l.id === signedIn.profile.member.currentLocale) ?? mine[0];
  const target: SummaryTarget | null =
    targetOf(params) ??
    (districts[0]
      ? { scope: 'district', id: districts[0].id }
      : ownLocale
        ? { scope: 'locale', id: ownLocale.id }
        : null);
  const { period, span, range } = rangeFromParams(params);

  /** The address of another target, keeping the period. */
  const linkTo = (next: Record<string, string>) => {
    const query = new URLSearchParams(next);
    for (const name of ['period', 'span']) {
      const value = params.get(name);
      if (value) query.set(name, value);
    }
    return `/summary-report?${query.toString()}`;
  };

  // The district or locale the target belongs to, for the scope picker.
  const localeOfTarget =
    target?.scope === 'locale' || target?.scope === 'cluster' ? target.id : (params.get('locale') ?? '');
  const pickerValue =
    target?.scope === 'district' ? `district:${target.id}` : localeOfTarget ? `locale:${localeOfTarget}` : '';
  const options = [
    ...districts.map((d) => ({
      value: `district:${d.id}`,
      label: rt('summary.scopeDistrict', { name: d.name }),
    })),
    ...mine.map((l) => ({ value: `locale:${l.id}`, label: rt('summary.scopeLocale', { name: l.name }) })),
  ];

  const up = (): { to: string; name: string } | null => {
    if (!target) return null;
    if (target.scope === 'locale') {
      const districtId = mine.find((l) => l.id === target.id)?.districtId;
      const district = districts.find((d) => d.id === districtId);
      return district ? { to: linkTo({ scope: 'district', id: district.id }), name: district.name } : null;
    }
    if (target.scope === 'cluster') {
      const name = mine.find((l) => l.id === target.id)?.name ?? rt('summary.upOne');
      return { to: linkTo({ scope: 'locale', id: target.id }), name };
    }
    if (target.scope === 'flock') {
      const localeId = params.get('locale');
      const cluster = params.get('cluster');
      if (localeId && cluster)
        return { to: linkTo({ scope: 'cluster', id: localeId, cluster }), name: clusterName(t, cluster) };
      if (localeId)
        return {
          to: linkTo({ scope: 'locale', id: localeId }),
          name: mine.find((l) => l.id === localeId)?.name ?? rt('summary.upOne'),
        };
    }
    return null;
  };
  const parent = up();

  const rowText = (row: Row): string => {
    if (target?.scope === 'locale') return clusterName(t, row.name);
    if (target?.scope === 'cluster' && !row.name)
      return row.id ? rt('summary.removedFlock') : rt('summary.noFlock');
    return row.name;
  };
  const rowName = (row: Row) => {
    const text = rowText(row);
    if (!target) return text;
    const to =
      target.scope === 'district' && row.id
        ? linkTo({ scope: 'locale', id: row.id })
        : target.scope === 'locale'
          ? linkTo({ scope: 'cluster', id: target.id, cluster: row.name })
          : target.scope === 'cluster' && row.id && row.name
            ? linkTo({ scope: 'flock', id: row.id, locale: target.id, cluster: target.cluster ?? '' })
            : null;
    return to ? (
      <Anchor component={Link} to={to}>
        {text}
      </Anchor>
    ) : (
      text
    );
  };

  return (
    <Stack gap="lg">
      <ReportControls
        period={period}
        span={span}
        chooser={
          options.length > 1
            ? {
                label: rt('summary.scope'),
                value: pickerValue,
                onChoose: (value) => {
                  const [scope, id] = value.split(':');
                  if (!scope || !id) return;
                  setParams((current) => {
                    for (const name of ['cluster', 'locale']) current.delete(name);
                    current.set('scope', scope);
                    current.set('id', id);
                    return current;
                  });
                },
                options: [
                  ...(pickerValue ? [] : [{ value: '', label: rt('summary.scopeOther') }]),
                  ...options,
                ],
              }
            : null
        }
      />
      {parent && (
        <Anchor component={Link} to={parent.to} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {rt('summary.up', { name: parent.name })}
          </Group>
        </Anchor>
      )}
      {target ? (
        <SummaryReport
          key={`${target.scope}:${target.id}:${target.cluster ?? ''}`}
          target={target}
          range={range}
          levelLabel={rt(levelKeys[target.scope])}
          rowName={rowName}
          rowText={rowText}
          empty={(name) => rt('summary.empty', { name })}
        />
      ) : null}
      {target?.scope === 'flock' && (
        <Anchor component={Link} to={`/flock-summary-report?flock=${target.id}`}>
          {rt('summary.flockReport')}
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * `summary-report` (admins): attendance rolled up district → locales → clusters → flocks → members, weekly or
 * monthly; each row opens the level below it.
 */
export default function AttendanceSummaryPage() {
  const rt = useReportsT();
  return (
    <PermissionGate permission="members.view" title={rt('notAllowed.title')} body={rt('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={rt('summary.title')} intro={rt('summary.intro')} maw={1100}>
          <SummaryPicker signedIn={signedIn} />
        </PageCard>
      )}
    </PermissionGate>
  );
}
