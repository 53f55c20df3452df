import type { CheckInAlready, CheckInCreated } from '@congregate/contracts';
import { Avatar, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { getWebConfig } from '../../../../lib/api/index.ts';
import { formatClock } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { photoUrl } from '../../../../lib/media/photo-url.ts';
import { useCheckInT } from '../i18n/index.ts';

/** The greeting after a self check-in: photo, "Welcome, Sis. Maria!", and checked in now or since when. */
export function CheckInResult({
  answer,
  timeZone,
}: {
  answer: CheckInCreated | CheckInAlready;
  /** The poster's locale's. */
  timeZone: string;
}) {
  const ct = useCheckInT();
  const { language } = useI18n();
  const { member } = answer;
  const name = member.salutation ? `${member.salutation} ${member.displayName}` : member.displayName;
  return (
    <Paper withBorder radius="lg" p="lg" role="status" data-testid="check-in-result">
      <Stack align="center" gap="xs">
        <Avatar
          src={photoUrl(member.photo, getWebConfig().mediaHost)}
          alt={ct('result.photoAlt', { name: member.displayName })}
          size={96}
          radius={96}
        />
        <Title order={2} size="h3" ta="center">
          {ct('result.welcome', { name })}
        </Title>
        {'alreadyCheckedInAt' in answer ? (
          <Text fw={600}>
            {ct('result.already', { time: formatClock(answer.alreadyCheckedInAt, language, timeZone) })}
          </Text>
        ) : (
          <Text fw={600} c="teal">
            <IconCircleCheck size={18} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {ct('result.checkedIn')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
