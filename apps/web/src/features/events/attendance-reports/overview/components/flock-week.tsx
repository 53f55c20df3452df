import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CareList, PeopleList } from '../../../../../components/attendance/care-list.tsx';
import { useAttendancePartsT } from '../../../../../components/attendance/i18n/index.ts';
import { IconClipboardCheck } from '../../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { useFlockReport } from '../../../../../lib/attendance/api/get-flock-report.ts';
import { formatDay } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useAttendanceT } from '../i18n/index.ts';
import { IconChartLine } from './icons.ts';

/** A flock leader's flock this week: who came, who did not, and the care list. */
export function FlockWeek({ flockId, flockName }: { flockId: string; flockName: string }) {
  const at = useAttendanceT();
  const pt = useAttendancePartsT();
  const { language } = useI18n();
  const report = useFlockReport(flockId);
  const headingId = `flock-${flockId}-heading`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {at('flock.title', { flock: report.data?.flock.name ?? flockName })}
      </Title>
      {report.isPending ? (
        <LoadingBlock />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              {report.data.gatherings.length === 0 ? (
                <Text c="dimmed">{at('flock.noGathering')}</Text>
              ) : (
                <>
                  <Text fw={600} data-testid="flock-week">
                    {at('flock.week', {
                      date: formatDay(report.data.from, language),
                      present: report.data.present.length,
                      total: report.data.present.length + report.data.absent.length,
                    })}
                  </Text>
                  <Title order={3} size="h5">
                    {pt('absent.title')}
                  </Title>
                  {report.data.absent.length === 0 ? (
                    <Text c="dimmed">{pt('absent.none')}</Text>
                  ) : (
                    <PeopleList people={report.data.absent} label={pt('absent.title')} />
                  )}
                </>
              )}
            </Stack>
          </Paper>
          <CareList report={report.data} />
        </>
      )}
      <Group gap="sm">
        <Button
          component={Link}
          to={`/flock-attendance-modal?flock=${flockId}`}
          leftSection={<IconClipboardCheck size={18} aria-hidden />}
        >
          {at('flock.record')}
        </Button>
        <Button
          component={Link}
          variant="light"
          to={`/flock-summary-report?flock=${flockId}`}
          leftSection={<IconChartLine size={18} aria-hidden />}
        >
          {at('flock.report')}
        </Button>
      </Group>
    </Stack>
  );
}
