import { Avatar, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconQrcode } from '../../../../components/ui/icons.ts';
import { getWebConfig } from '../../../../lib/api/index.ts';
import { formatClock } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { photoUrl } from '../../../../lib/media/photo-url.ts';
import { useKioskT, useProblemText } from '../i18n/index.ts';
import type { Greeting } from '../lib/kiosk-station.ts';

const named = (member: { displayName: string; salutation: string | null }) =>
  member.salutation ? `${member.salutation} ${member.displayName}` : member.displayName;

/** The member's photo and greeting after a scan (a few seconds), "already checked in at …", or why a card was refused. */
export function GreetingPanel({ greeting, timeZone }: { greeting: Greeting; timeZone: string }) {
  const kt = useKioskT();
  const problemText = useProblemText();
  const { language } = useI18n();
  if (greeting.kind === 'face-unknown') {
    return (
      <Paper withBorder radius="lg" p="xl" role="status" aria-live="polite" data-testid="kiosk-face-unknown">
        <Stack align="center" gap="sm">
          <IconQrcode size={64} aria-hidden />
          <Title order={2} ta="center">
            {kt('face.unknown')}
          </Title>
          <Text ta="center">{kt('face.unknownHint')}</Text>
        </Stack>
      </Paper>
    );
  }
  if (greeting.kind === 'refused') {
    const text =
      greeting.reason === 'invalid'
        ? kt('greeting.invalid')
        : greeting.reason === 'superseded'
          ? kt('greeting.superseded')
          : kt('greeting.refused', { reason: problemText(greeting.problem) });
    return (
      <Paper withBorder radius="lg" p="xl" role="alert" bg="var(--mantine-color-red-light)">
        <Stack align="center" gap="sm">
          <IconAlertCircle size={64} aria-hidden />
          <Title order={2} ta="center">
            {text}
          </Title>
        </Stack>
      </Paper>
    );
  }
  const { member } = greeting;
  return (
    <Paper withBorder radius="lg" p="xl" role="status" aria-live="polite" data-testid="kiosk-greeting">
      <Stack align="center" gap="sm">
        <Avatar
          src={photoUrl(member.photo, getWebConfig().mediaHost)}
          alt={kt('greeting.photoAlt', { name: member.displayName })}
          size={140}
          radius={140}
        />
        <Title order={2} ta="center">
          {kt('greeting.welcome', { name: named(member) })}
        </Title>
        {greeting.kind === 'welcome' ? (
          <Text size="lg" c="teal" fw={600}>
            <IconCircleCheck size={20} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {kt('greeting.checkedIn')}
          </Text>
        ) : (
          <Text size="lg" fw={600}>
            {kt('greeting.already', { time: formatClock(greeting.checkedInAt, language, timeZone) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
