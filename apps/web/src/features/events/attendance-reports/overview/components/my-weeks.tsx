import type { MyAttendanceSummary } from '@congregate/contracts';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import { IconQrcode } from '../../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { formatDay } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useMyAttendanceSummary } from '../../../../../lib/attendance/api/get-my-attendance-summary.ts';
import { useAttendanceT } from '../i18n/index.ts';
import { IconFlame } from './icons.ts';
import classes from './week-strip.module.css';

/** Twelve squares, oldest first: filled for a week the member came, with how many gatherings. */
function WeekStrip({ weeks }: { weeks: MyAttendanceSummary['weeks'] }) {
  const at = useAttendanceT();
  const { language } = useI18n();
  return (
    <ol className={classes.strip} aria-label={at('mine.weeks')} data-testid="week-strip">
      {weeks.map((week) => {
        const date = formatDay(week.start, language);
        const present = week.attended > 0;
        return (
          <li key={week.start} className={classes.week} data-present={present || undefined}>
            <span aria-hidden>{week.gatherings === 0 ? '–' : week.attended}</span>
            <VisuallyHidden>
              {week.gatherings === 0
                ? at('mine.weekNone', { date })
                : at('mine.week', { date, attended: week.attended, gatherings: week.gatherings })}
            </VisuallyHidden>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * In how many of the weeks shown the member came. This week counts once they came: until it is over it is
 * not missed, as the streak reads it (the server's `streakWeeks`), so "12 weeks in a row" never stands beside
 * "11 of the last 12".
 */
function PresentWeeks({ summary }: { summary: MyAttendanceSummary }) {
  const at = useAttendanceT();
  const counted = summary.attendedThisWeek ? summary.weeks : summary.weeks.slice(0, -1);
  return at(summary.attendedThisWeek ? 'mine.count' : 'mine.countBeforeThisWeek', {
    weeks: counted.filter((w) => w.attended > 0).length,
    shown: counted.length,
    checkIns: summary.totals.checkIns,
  });
}

/** The member's own part of the tab: streak, the last twelve weeks, a link to every check-in. */
export function MyWeeks() {
  const at = useAttendanceT();
  const summary = useMyAttendanceSummary();
  return (
    <Stack component="section" gap="sm" aria-labelledby="my-attendance-heading">
      <Title order={2} size="h3" id="my-attendance-heading">
        {at('mine.title')}
      </Title>
      {summary.isPending ? (
        <LoadingBlock />
      ) : summary.isError ? (
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : summary.data.totals.checkIns === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
              <IconQrcode size={28} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {at('mine.emptyTitle')}
            </Title>
            <Text c="dimmed">{at('mine.empty')}</Text>
            <Button component={Link} to="/view-qr" leftSection={<IconQrcode size={18} aria-hidden />}>
              {at('mine.openCard')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon size={36} radius="xl" variant="light" color="orange" aria-hidden>
                  <IconFlame size={22} />
                </ThemeIcon>
                <Text fw={700} fz="lg" data-testid="streak">
                  {summary.data.streakWeeks === 0
                    ? at('mine.noStreak')
                    : at('mine.streak', { count: summary.data.streakWeeks })}
                </Text>
              </Group>
              <Badge variant="light" color={summary.data.attendedThisWeek ? 'teal' : 'gray'}>
                {summary.data.attendedThisWeek ? at('mine.thisWeek') : at('mine.notThisWeek')}
              </Badge>
            </Group>
            <Box>
              <WeekStrip weeks={summary.data.weeks} />
            </Box>
            <Text size="sm" c="dimmed">
              <PresentWeeks summary={summary.data} />
            </Text>
            <Anchor component={Link} to="/tabs/my-attendance" size="sm">
              {at('mine.all')}
            </Anchor>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
