import type { FlockOverview } from '@congregate/contracts';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { IconClipboardCheck } from '../../../../components/ui/icons.ts';
import { useShowAll } from '../../../../components/ui/show-all.tsx';
import { formatDay } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useFlockCareT } from '../i18n/index.ts';
import { ContactLinks } from './contact-links.tsx';
import { FlockCard } from './flock-card.tsx';

/** A list of the flock page shows this many before "Show all (N)". */
export const FLOCK_LIST_SHOWN = 5;

/**
 * This week of the flock, first on its page: the way to record attendance, who came and who did not, and the
 * absentees with a way to reach them (the first five, then "Show all").
 */
export function FlockWeekCard({ overview }: { overview: FlockOverview }) {
  const ft = useFlockCareT();
  const { language } = useI18n();
  const { week } = overview;
  const listId = useId();
  const absentees = useShowAll(week.absentees, FLOCK_LIST_SHOWN, listId);
  return (
    <FlockCard title={ft('card.attendance')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {ft('card.week', { start: formatDay(week.start, language), end: formatDay(week.end, language) })}
        </Text>
        <Button
          component={Link}
          to={`/flock-attendance-modal?flock=${overview.flock.id}`}
          leftSection={<IconClipboardCheck size={18} aria-hidden />}
        >
          {ft('link.attendance')}
        </Button>
      </Group>
      {week.gatherings.length === 0 ? (
        <Text size="sm">{ft('card.noGatherings')}</Text>
      ) : (
        <>
          <Group gap="xs">
            <Badge color="teal" variant="light" size="lg">
              {ft('card.present', { count: week.present.length })}
            </Badge>
            <Badge color="orange" variant="light" size="lg">
              {ft('card.absent', { count: week.absentees.length })}
            </Badge>
          </Group>
          <Title order={3} size="h5">
            {ft('card.absentees')}
          </Title>
          {week.absentees.length === 0 ? (
            <Text size="sm">{ft('card.allPresent')}</Text>
          ) : (
            <Stack gap="xs" component="ul" id={listId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {absentees.shown.map((m) => {
                const name = `${m.firstName} ${m.lastName}`;
                return (
                  <Group key={m.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="nowrap" miw={0}>
                      <MemberAvatar photo={m.photo} name={name} size={32} />
                      <Anchor
                        component={Link}
                        to={`/flock-member-detail?flockId=${overview.flock.id}&id=${m.id}`}
                        size="sm"
                      >
                        {name}
                      </Anchor>
                    </Group>
                    <ContactLinks name={name} mobile={m.mobile} email={m.email} />
                  </Group>
                );
              })}
            </Stack>
          )}
          {absentees.control}
        </>
      )}
    </FlockCard>
  );
}
