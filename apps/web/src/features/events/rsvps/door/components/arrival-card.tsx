import type { Arrival } from '@congregate/contracts';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '../../../../../components/ui/icons.ts';
import { formatClock } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useDoorT } from '../i18n/index.ts';

/** What the door answered for one code: admitted, admitted before (when), or why not. */
export type EntryAnswer =
  | { kind: 'admitted'; arrival: Arrival }
  | { kind: 'refused'; text: string }
  /** Outside the door's window (issue 37): said, and the usher may admit the guest anyway. */
  | { kind: 'outside-window'; text: string; admitAnyway: () => void }
  | { kind: 'walk-in'; name: string; partySize: number };

/** The big card an usher reads at a glance: name, party size, first-timer, admitted or why not. */
export function ArrivalCard({ answer, timeZone }: { answer: EntryAnswer; timeZone: string }) {
  const et = useDoorT();
  const { language } = useI18n();
  if (answer.kind === 'refused')
    return (
      <Alert color="red" variant="filled" icon={<IconAlertCircle size={32} aria-hidden />}>
        <Text fz={28} fw={700} lh={1.2} data-testid="entry-answer">
          {answer.text}
        </Text>
      </Alert>
    );
  if (answer.kind === 'outside-window')
    return (
      <Alert color="orange" variant="filled" icon={<IconAlertCircle size={32} aria-hidden />}>
        <Stack gap="sm">
          <Text fz={24} fw={700} lh={1.2} data-testid="entry-answer">
            {answer.text}
          </Text>
          <Button variant="white" color="orange" onClick={answer.admitAnyway}>
            {et('outside.admitAnyway')}
          </Button>
        </Stack>
      </Alert>
    );
  if (answer.kind === 'walk-in')
    return (
      <Alert color="teal" variant="filled" icon={<IconCircleCheck size={32} aria-hidden />}>
        <Text fz={28} fw={700} lh={1.2} data-testid="entry-answer">
          {et('answer.walkIn', { name: answer.name, count: answer.partySize })}
        </Text>
      </Alert>
    );
  const { rsvp, alreadyArrivedAt, previousStatus } = answer.arrival;
  const again = alreadyArrivedAt !== null;
  return (
    <Alert
      color={again ? 'blue' : 'teal'}
      variant="filled"
      icon={again ? <IconInfoCircle size={32} aria-hidden /> : <IconCircleCheck size={32} aria-hidden />}
    >
      <Stack gap={4}>
        <Text fz={28} fw={700} lh={1.2} data-testid="entry-answer">
          {again
            ? et('answer.already', { time: formatClock(alreadyArrivedAt, language, timeZone) })
            : et('answer.admitted')}
        </Text>
        <Text fz={24} fw={600}>
          {rsvp.displayName}
        </Text>
        <Group gap="xs">
          <Text fz="lg">{et('answer.party', { count: rsvp.partySize })}</Text>
          {rsvp.firstTime && (
            <Badge color="yellow" size="lg" variant="white">
              {et('answer.firstTime')}
            </Badge>
          )}
        </Group>
        {!again && (previousStatus === 'waitlisted' || previousStatus === 'cancelled') && (
          <Text fz="md">{et(`answer.was.${previousStatus}`)}</Text>
        )}
      </Stack>
    </Alert>
  );
}
