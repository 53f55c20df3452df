import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { IconSearch } from '../../../../../components/ui/icons.ts';
import { formatClock } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useRsvps } from '../../api/get-rsvps.ts';
import { useDoorT } from '../i18n/index.ts';

/** Letters typed before the list is searched. */
const MIN_LETTERS = 2;
/** Guests shown for one search: the usher types more letters to narrow it. */
const SHOWN = 5;

/**
 * A guest whose phone is dead (or who forgot it), found on the event's list by name and admitted by the usher —
 * only for ushers who read the list (the locale's admins; the server refuses anyone else).
 */
export function GuestByName({
  eventId,
  timeZone,
  admitting,
  onAdmit,
}: {
  eventId: string;
  timeZone: string;
  admitting: boolean;
  onAdmit: (rsvpId: string) => void;
}) {
  const et = useDoorT();
  const { language } = useI18n();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const searching = q.length >= MIN_LETTERS;
  const found = useRsvps(searching ? eventId : null, { q });
  const rows = searching ? (found.data?.pages[0]?.items ?? []).slice(0, SHOWN) : [];
  const total = found.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {et('byName.title')}
      </Title>
      <TextInput
        label={et('byName.label')}
        description={et('byName.hint', { count: MIN_LETTERS })}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autoComplete="off"
        type="search"
      />
      {searching && found.isSuccess && rows.length === 0 && <Text c="dimmed">{et('byName.none')}</Text>}
      {rows.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={et('byName.results')}
        >
          {rows.map((r) => (
            <Paper component="li" key={r.id} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {r.firstName} {r.lastName}
                  </Text>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" c="dimmed">
                      {et('answer.party', { count: r.partySize })}
                    </Text>
                    {r.status === 'waitlisted' && <Badge color="orange">{et('byName.waitlisted')}</Badge>}
                    {r.status === 'cancelled' && <Badge color="gray">{et('byName.cancelled')}</Badge>}
                  </Group>
                </div>
                {r.arrivedAt ? (
                  <Text size="sm" c="teal.8" fw={600}>
                    {et('answer.already', { time: formatClock(r.arrivedAt, language, timeZone) })}
                  </Text>
                ) : (
                  <Button
                    variant="light"
                    onClick={() => onAdmit(r.id)}
                    loading={admitting}
                    aria-label={et('byName.admit', { name: `${r.firstName} ${r.lastName}` })}
                  >
                    {et('manual.submit')}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {rows.length > 0 && total > rows.length && (
        <Text size="sm" c="dimmed">
          {et('byName.more', { count: total - rows.length })}
        </Text>
      )}
    </Stack>
  );
}
