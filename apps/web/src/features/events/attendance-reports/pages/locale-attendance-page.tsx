import type { LocaleTrend } from '@congregate/contracts';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAttendancePartsT } from '../../../../components/attendance/i18n/index.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { clusterName } from '../../../../lib/format/cluster.ts';
import { formatDay } from '../../../../lib/format/date.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useLocaleTrend } from '../api/get-locale-trend.ts';
import { ExportButton } from '../components/export-button.tsx';
import { ReportControls } from '../components/period-controls.tsx';
import { PeriodTable } from '../components/period-table.tsx';
import { ReportChart } from '../components/report-chart.tsx';
import { useReportsT } from '../i18n/index.ts';
import { reportFileName, trendCsv } from '../lib/report-csv.ts';
import { rangeFromParams } from '../lib/report-range.ts';

/** A breakdown (by service, by cluster): its chart and table, or a line saying nobody came. */
function Breakdown({
  id,
  title,
  caption,
  firstHeader,
  trend,
  series,
}: {
  id: string;
  title: string;
  caption: string;
  firstHeader: string;
  trend: LocaleTrend;
  series: { key: string; label: string; values: readonly number[]; total: number }[];
}) {
  const rt = useReportsT();
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {series.length === 0 ? (
        <Text c="dimmed">{rt('locale.noSeries')}</Text>
      ) : (
        <>
          <ReportChart
            label={rt('chart.label', { what: caption })}
            periods={trend.periods}
            period={trend.period}
            series={series}
          />
          <PeriodTable
            caption={caption}
            firstHeader={firstHeader}
            periods={trend.periods}
            period={trend.period}
            rows={series.map((s) => ({ key: s.key, name: s.label, values: s.values, total: s.total }))}
          />
        </>
      )}
    </Stack>
  );
}

function LocaleTrendReport({ signedIn }: { signedIn: SignedInAccess }) {
  const rt = useReportsT();
  const pt = useAttendancePartsT();
  const t = useT();
  const { language } = useI18n();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const mine = scopeLocales(signedIn.access, locales.data ?? []);
  const chosen = params.get('locale');
  const locale =
    mine.find((l) => l.id === chosen) ??
    mine.find((l) => l.id === signedIn.profile.member.currentLocale) ??
    mine[0] ??
    null;
  const { period, span, range } = rangeFromParams(params);
  const trend = useLocaleTrend(locale?.id ?? null, range);

  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;
  if (!locale) return <Text c="dimmed">{rt('locale.noLocale')}</Text>;

  const cluster = (name: string) => clusterName(t, name);
  const data = trend.data;
  const held = data ? data.periods.reduce((n, p) => n + p.gatherings, 0) : 0;
  const sum = (values: readonly number[]) => values.reduce((n, v) => n + v, 0);

  return (
    <Stack gap="lg">
      <ReportControls
        period={period}
        span={span}
        chooser={
          mine.length > 1
            ? {
                label: rt('locale.choose'),
                value: locale.id,
                onChoose: (localeId) =>
                  setParams((current) => {
                    current.set('locale', localeId);
                    return current;
                  }),
                options: mine.map((l) => ({ value: l.id, label: l.name })),
              }
            : null
        }
      />
      {trend.isPending ? (
        <LoadingBlock />
      ) : trend.isError ? (
        <LoadError error={trend.error} onRetry={() => void trend.refetch()} />
      ) : (
        <>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {rt('controls.range', {
                from: formatDay(trend.data.from, language),
                to: formatDay(trend.data.to, language),
              })}
            </Text>
            <ExportButton
              fileName={reportFileName(locale.name, trend.data.period, trend.data.to)}
              csv={() =>
                trendCsv(
                  trend.data,
                  {
                    start: rt('csv.start'),
                    end: rt('csv.end'),
                    gatherings: rt('chart.gatherings'),
                    present: rt('chart.present'),
                    firstTimers: rt('chart.firstTimers'),
                    service: (name) => rt('csv.service', { name }),
                    cluster: (name) => rt('csv.cluster', { name }),
                  },
                  cluster,
                )
              }
            />
          </Group>
          {held === 0 ? (
            <Text c="dimmed">{rt('locale.empty', { locale: locale.name })}</Text>
          ) : (
            <>
              <Stack component="section" gap="sm" aria-labelledby="trend-totals">
                <Title order={2} size="h3" id="trend-totals">
                  {rt('locale.totals')}
                </Title>
                <ReportChart
                  label={rt('chart.label', { what: rt('locale.totalsCaption', { locale: locale.name }) })}
                  periods={trend.data.periods}
                  period={trend.data.period}
                  series={[
                    { label: rt('chart.present'), values: trend.data.periods.map((p) => p.present) },
                    { label: rt('chart.firstTimers'), values: trend.data.periods.map((p) => p.firstTimers) },
                  ]}
                />
                <PeriodTable
                  caption={rt('locale.totalsCaption', { locale: locale.name })}
                  firstHeader={pt('table.period')}
                  periods={trend.data.periods}
                  period={trend.data.period}
                  rows={[
                    {
                      key: 'gatherings',
                      name: rt('chart.gatherings'),
                      values: trend.data.periods.map((p) => p.gatherings),
                    },
                    {
                      key: 'present',
                      name: rt('chart.present'),
                      values: trend.data.periods.map((p) => p.present),
                    },
                    {
                      key: 'first-timers',
                      name: rt('chart.firstTimers'),
                      values: trend.data.periods.map((p) => p.firstTimers),
                    },
                  ]}
                />
              </Stack>
              <Breakdown
                id="trend-by-service"
                title={rt('locale.byService')}
                caption={rt('locale.byServiceCaption', { locale: locale.name })}
                firstHeader={rt('locale.service')}
                trend={trend.data}
                series={trend.data.byService.map((s) => ({
                  key: s.title,
                  label: s.title,
                  values: s.present,
                  total: s.total || sum(s.present),
                }))}
              />
              <Breakdown
                id="trend-by-cluster"
                title={rt('locale.byCluster')}
                caption={rt('locale.byClusterCaption', { locale: locale.name })}
                firstHeader={rt('locale.cluster')}
                trend={trend.data}
                series={trend.data.byCluster.map((c) => ({
                  key: c.cluster,
                  label: cluster(c.cluster),
                  values: c.present,
                  total: c.total || sum(c.present),
                }))}
              />
            </>
          )}
          <Group gap="md">
            <Anchor component={Link} to={`/summary-report?scope=locale&id=${locale.id}`}>
              {rt('locale.summary')}
            </Anchor>
            <Anchor component={Link} to={`/admin-attendances?locale=${locale.id}`}>
              {rt('locale.records')}
            </Anchor>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** `locale-attendance` (admins): the locale's check-ins by week or month, by service and by cluster. */
export default function LocaleAttendancePage() {
  const rt = useReportsT();
  return (
    <PermissionGate permission="members.view" title={rt('notAllowed.title')} body={rt('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={rt('locale.title')} intro={rt('locale.intro')} maw={1100}>
          <LocaleTrendReport signedIn={signedIn} />
        </PageCard>
      )}
    </PermissionGate>
  );
}
