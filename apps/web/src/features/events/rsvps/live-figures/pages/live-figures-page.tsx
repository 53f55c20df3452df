import type { EventSummary } from '@congregate/contracts';
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EventPicker } from '../../../../../components/events/event-picker.tsx';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../../components/ui/permission-gate.tsx';
import { useEventSummary } from '../../../../../lib/church-events/api/get-event-summary.ts';
import { useEventChoice } from '../../../../../lib/church-events/use-event-choice.ts';
import { formatClock, formatWhen } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useRealtimeCounter } from '../../../../../lib/realtime/realtime-stream.ts';
import { useLiveFiguresT } from '../i18n/index.ts';

/**
 * The figures are read again when an arrival is recorded (the `arrivals` counter of the event, through the
 * realtime stream), and this often anyway while the page is open: the fallback when the stream is down.
 */
export const MINISTER_REFRESH_MS = 30_000;
const TOP_INVITERS = 5;

function Figure({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Text fz={{ base: 'lg', md: 24 }} c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 44, md: 72 }} fw={800} lh={1.1} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function LiveFigures({ summary, updatedAt }: { summary: EventSummary; updatedAt: number }) {
  const mt = useLiveFiguresT();
  const { language } = useI18n();
  const { counts, event } = summary;
  const top = summary.soulWinners.slice(0, TOP_INVITERS);
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz={{ base: 28, md: 44 }}>
          {event.title}
        </Title>
        <Group gap="xs">
          <Text fz="lg">{formatWhen(event.startsAt, language, event.timeZone)}</Text>
          {event.cancelledAt && <Badge color="red">{mt('cancelled')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed" role="status">
          {mt('updated', { time: formatClock(new Date(updatedAt).toISOString(), language, event.timeZone) })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
        <Figure label={mt('figures.rsvps')} value={counts.rsvps} testId="figure-rsvps" />
        <Figure label={mt('figures.expected')} value={counts.people} testId="figure-expected" />
        <Figure label={mt('figures.arrived')} value={counts.arrivedPeople} testId="figure-arrived" />
        <Figure
          label={mt('figures.firstTimers')}
          value={counts.firstTimersArrived}
          testId="figure-first-timers"
        />
        <Figure
          label={mt('figures.seatsLeft')}
          value={summary.seatsLeft ?? mt('figures.noLimit')}
          testId="figure-seats-left"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="lg">
          <Title order={3} fz={{ base: 22, md: 30 }} mb="sm" id="top-inviters">
            {mt('inviters.title')}
          </Title>
          {top.length === 0 ? (
            <Text fz="lg" c="dimmed">
              {mt('inviters.empty')}
            </Text>
          ) : (
            <List type="ordered" spacing="xs" fz={{ base: 'lg', md: 26 }} aria-labelledby="top-inviters">
              {top.map((row) => (
                <List.Item key={row.memberId}>
                  {mt('inviters.row', { name: row.displayName, rsvps: row.rsvps, arrived: row.arrived })}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Title order={3} fz={{ base: 22, md: 30 }} mb="sm" id="latest-arrivals">
            {mt('arrivals.title')}
          </Title>
          {summary.recentArrivals.length === 0 ? (
            <Text fz="lg" c="dimmed">
              {mt('arrivals.empty')}
            </Text>
          ) : (
            <List
              spacing="xs"
              fz={{ base: 'lg', md: 24 }}
              aria-labelledby="latest-arrivals"
              listStyleType="none"
            >
              {summary.recentArrivals.map((row) => (
                <List.Item key={row.rsvpId}>
                  {mt('arrivals.row', {
                    time: formatClock(row.arrivedAt, language, event.timeZone),
                    name: row.displayName,
                    count: row.partySize,
                  })}
                  {row.firstTime && (
                    <Badge ml="xs" color="yellow" size="lg">
                      {mt('arrivals.firstTime')}
                    </Badge>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

function MinisterBoard({ signedIn }: { signedIn: SignedInAccess }) {
  const mt = useLiveFiguresT();
  const choice = useEventChoice(signedIn);
  const summary = useEventSummary(choice.eventId, { refreshMs: MINISTER_REFRESH_MS });
  useRealtimeCounter('arrivals', choice.eventId, () => void summary.refetch());
  if (choice.localesPending) return <LoadingBlock />;
  if (choice.localesError) return <LoadError error={choice.localesError} onRetry={choice.retryLocales} />;
  if (!choice.locale) return <Text c="dimmed">{mt('locale.none')}</Text>;
  return (
    <Stack gap="lg">
      <EventPicker
        choice={choice}
        words={{
          locale: mt('picker.locale'),
          event: mt('picker.event'),
          none: mt('picker.none'),
          cancelled: (label) => mt('picker.cancelled', { label }),
        }}
      />
      {summary.isError ? (
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : summary.data ? (
        <LiveFigures summary={summary.data} updatedAt={summary.dataUpdatedAt} />
      ) : choice.eventId ? (
        <LoadingBlock />
      ) : null}
    </Stack>
  );
}

/** `minister-page`: today's (or the next) event of the admin's locale, live — readable on a projector. */
export default function LiveFiguresPage() {
  const mt = useLiveFiguresT();
  return (
    <PermissionGate permission="members.manage" title={mt('notAllowed.title')} body={mt('notAllowed.body')}>
      {(signedIn) => (
        <Stack gap="md" maw={1400} mx="auto" p={{ base: 0, md: 'md' }}>
          <Title order={1} size="h2">
            {mt('title')}
          </Title>
          <MinisterBoard signedIn={signedIn} />
        </Stack>
      )}
    </PermissionGate>
  );
}
