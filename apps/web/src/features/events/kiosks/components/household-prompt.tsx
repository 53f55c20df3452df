import { Avatar, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { getWebConfig } from '../../../../lib/api/index.ts';
import { formatClock } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { photoUrl } from '../../../../lib/media/photo-url.ts';
import { useKioskT } from '../i18n/index.ts';
import type { HouseholdPrompt as Prompt } from '../lib/kiosk-station.ts';

/**
 * "Check in your household too?" after a card or a face: a large checkbox per member of the household in this
 * locale (those already in are shown so, not ticked), "Check in N" and "Not now". It closes itself after a while.
 */
export function HouseholdPrompt({
  prompt,
  timeZone,
  onCheckIn,
  onDismiss,
}: {
  prompt: Prompt;
  timeZone: string;
  onCheckIn: (memberIds: string[]) => void;
  onDismiss: () => void;
}) {
  const kt = useKioskT();
  const { language } = useI18n();
  const [ticked, setTicked] = useState<string[]>(() =>
    prompt.people.filter((p) => !p.checkedInAt).map((p) => p.member.id),
  );
  const toggle = (id: string, on: boolean) =>
    setTicked((now) => (on ? [...now, id] : now.filter((other) => other !== id)));

  return (
    <Paper withBorder radius="lg" p="lg" mt="md" component="section" aria-labelledby="kiosk-household-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="kiosk-household-title">
            {kt('household.title')}
          </Title>
          <Text c="dimmed">{kt('household.hint')}</Text>
        </div>
        <Stack gap="xs">
          {prompt.people.map(({ member, checkedInAt }) => (
            <Paper key={member.id} withBorder radius="md" p="sm">
              <Group wrap="nowrap" gap="md" justify="space-between">
                <Checkbox
                  size="xl"
                  label={<Text size="lg">{member.displayName}</Text>}
                  checked={checkedInAt !== null || ticked.includes(member.id)}
                  disabled={checkedInAt !== null}
                  onChange={(event) => toggle(member.id, event.currentTarget.checked)}
                  description={
                    checkedInAt
                      ? kt('household.already', { time: formatClock(checkedInAt, language, timeZone) })
                      : undefined
                  }
                />
                <Avatar src={photoUrl(member.photo, getWebConfig().mediaHost)} alt="" size={56} radius={56} />
              </Group>
            </Paper>
          ))}
        </Stack>
        <Group grow>
          <Button size="xl" variant="default" onClick={onDismiss}>
            {kt('household.notNow')}
          </Button>
          <Button size="xl" disabled={ticked.length === 0} onClick={() => onCheckIn(ticked)}>
            {kt('household.submit', { count: ticked.length })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
