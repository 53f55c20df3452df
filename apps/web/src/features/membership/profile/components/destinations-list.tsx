import { Box, Stack, Text, Timeline, Title } from '@mantine/core';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { useTimeZones } from '../../../../lib/config/index.ts';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { useDestinations } from '../api/get-destinations.ts';
import { useProfileT } from '../i18n/index.ts';

/** The member's locale history, newest last; admins record the moves, so it is read-only here. */
export function DestinationsList({ target }: { target: MemberTarget }) {
  const pt = useProfileT();
  const { language } = useI18n();
  const destinations = useDestinations(target.memberId);
  // A move's day is the receiving locale's.
  const zoneOf = useTimeZones(destinations.data?.map((move) => move.toLocaleId) ?? []);
  return (
    <Box component="section" aria-labelledby="section-destinations">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="section-destinations">
            {pt('destinations.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {pt('destinations.intro')}
          </Text>
        </div>
        {destinations.isPending ? (
          <LoadingBlock />
        ) : destinations.isError ? (
          <LoadError error={destinations.error} onRetry={() => void destinations.refetch()} />
        ) : destinations.data.length === 0 ? (
          <Text>{pt('destinations.empty', { locale: target.profile.member.currentLocaleName })}</Text>
        ) : (
          <Timeline active={destinations.data.length - 1} bulletSize={14} lineWidth={2}>
            {destinations.data.map((move) => (
              <Timeline.Item
                key={move.id}
                title={
                  move.fromLocaleName
                    ? pt('destinations.move', { from: move.fromLocaleName, to: move.toLocaleName })
                    : pt('destinations.joined', { to: move.toLocaleName })
                }
              >
                <Text size="sm" c="dimmed">
                  {formatDayIn(move.movedAt, language, zoneOf(move.toLocaleId))}
                  {move.approvedByName
                    ? ` · ${pt('destinations.approvedBy', { name: move.approvedByName })}`
                    : ''}
                </Text>
                {move.reason && <Text size="sm">{move.reason}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Box>
  );
}
