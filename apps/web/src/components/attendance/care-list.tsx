import type { FlockReport } from '@congregate/contracts';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatDay } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { MemberAvatar } from '../members/member-avatar.tsx';
import { IconMessage, IconPhone } from '../ui/icons.ts';
import { useShowAll } from '../ui/show-all.tsx';
import { useAttendancePartsT } from './i18n/index.ts';

type Person = FlockReport['careList'][number];

/** A mobile as a `tel:` / `sms:` address: digits and a leading plus only. */
const dialable = (mobile: string) => mobile.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');

/** Tap-to-call and message links for someone with a mobile on record (the server sends it to their leader). */
function ReachOut({ person }: { person: Person }) {
  const pt = useAttendancePartsT();
  const number = person.mobile ? dialable(person.mobile) : '';
  if (!number) return null;
  return (
    <Group gap="xs" wrap="nowrap" style={{ marginInlineStart: 'auto' }}>
      <ActionIcon
        component="a"
        href={`tel:${number}`}
        variant="light"
        size="lg"
        aria-label={pt('care.call', { name: person.displayName })}
      >
        <IconPhone size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        component="a"
        href={`sms:${number}`}
        variant="light"
        size="lg"
        aria-label={pt('care.message', { name: person.displayName })}
      >
        <IconMessage size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** People with the day they last came (or that they never did), one line each, with a way to reach them. */
export function PeopleList({ people, label, id }: { people: readonly Person[]; label: string; id?: string }) {
  const pt = useAttendancePartsT();
  const { language } = useI18n();
  return (
    <Stack
      component="ul"
      id={id}
      aria-label={label}
      gap="xs"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {people.map((person) => (
        <Group component="li" key={person.id} gap="sm" wrap="nowrap">
          <MemberAvatar photo={person.photo} name={person.displayName} size={36} />
          <div>
            <Text fw={600}>{person.displayName}</Text>
            <Text size="sm" c="dimmed">
              {person.lastAttendedOn
                ? pt('care.lastCame', { date: formatDay(person.lastAttendedOn, language) })
                : pt('care.never')}
            </Text>
          </div>
          <ReachOut person={person} />
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The care list of a flock (DESIGN: none of the anchors has it): its members with no check-in in the locale's
 * last three gathering weeks, with the day they last came, for their leader to reach out to. `collapseAfter`:
 * a longer list shows that many first, then "Show all (N)".
 */
export function CareList({
  report,
  headingOrder = 3,
  collapseAfter = Infinity,
}: {
  report: FlockReport;
  headingOrder?: 2 | 3 | 4;
  collapseAfter?: number;
}) {
  const pt = useAttendancePartsT();
  const { language } = useI18n();
  const { careSince, careList, flock } = report;
  const listId = useId();
  const { shown, control } = useShowAll(careList, collapseAfter, listId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={pt('care.title')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={headingOrder} size="h4">
            {pt('care.title')}
          </Title>
          {careList.length > 0 && (
            <Badge variant="light" color="orange">
              {pt('care.count', { count: careList.length })}
            </Badge>
          )}
        </Group>
        {careSince === null ? (
          <Text c="dimmed">{pt('care.notYet')}</Text>
        ) : careList.length === 0 ? (
          <Text c="dimmed">{pt('care.empty', { flock: flock.name })}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {pt('care.intro', { flock: flock.name, since: formatDay(careSince, language) })}
            </Text>
            <PeopleList id={listId} people={shown} label={pt('care.title')} />
            {control}
          </>
        )}
      </Stack>
    </Paper>
  );
}
