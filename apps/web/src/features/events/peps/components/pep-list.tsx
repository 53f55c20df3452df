import type { Pep } from '@congregate/contracts';
import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { getWebConfig } from '../../../../lib/api/index.ts';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { photoUrl } from '../../../../lib/media/photo-url.ts';
import { usePepsT } from '../i18n/index.ts';
import { StageBadge } from './stage-badge.tsx';

/** One PEP as the lists show it: photo, name (a link to the PEP), stage, who won them, last contact. */
export function PepSummary({ pep }: { pep: Pep }) {
  const pt = usePepsT();
  const { language } = useI18n();
  const timeZone = useLocaleTimeZone(pep.localeId);
  return (
    <Group wrap="nowrap" gap="sm" align="flex-start">
      <Avatar src={photoUrl(pep.photo, getWebConfig().mediaHost)} alt="" radius="xl" size={40} />
      <Stack gap={2} miw={0}>
        <Group gap="xs">
          <Anchor component={Link} to={`/pep/${pep.id}`} fw={600}>
            {pep.displayName}
          </Anchor>
          <StageBadge pep={pep} />
          {pep.overdueFollowUps > 0 && (
            <Badge color="orange" variant="light">
              {pt('list.overdue', { count: pep.overdueFollowUps })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {[
            pep.soulWinner
              ? pt('list.soulWinner', { name: pep.soulWinner.displayName })
              : pt('list.noSoulWinner'),
            pep.flock ? pt('list.flock', { name: pep.flock.name }) : null,
            pep.lastContactAt
              ? pt('list.lastContact', { day: formatDayIn(pep.lastContactAt, language, timeZone) })
              : pt('list.noContact'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
}
