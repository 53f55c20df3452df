import type { FlockOverview } from '@congregate/contracts';
import { Anchor, Badge, List, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useShowAll } from '../../../../components/ui/show-all.tsx';
import { formatDay, formatWhen } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useFlockCareT } from '../i18n/index.ts';
import { CelebrantList } from './celebrant-list.tsx';
import { FlockCard } from './flock-card.tsx';
import { FLOCK_LIST_SHOWN } from './flock-week-card.tsx';

/** The week's birthdays and wedding anniversaries, each with a greeting to send (the first five, then all). */
export function CelebrantsCard({ overview, sender }: { overview: FlockOverview; sender: string }) {
  const ft = useFlockCareT();
  const listId = useId();
  const { shown, control } = useShowAll(overview.celebrants, FLOCK_LIST_SHOWN, listId);
  return (
    <FlockCard title={ft('card.celebrants')}>
      {overview.celebrants.length === 0 ? (
        <Text size="sm">{ft('card.noCelebrants')}</Text>
      ) : (
        <div id={listId}>
          <CelebrantList celebrants={shown} sender={sender} />
        </div>
      )}
      {control}
      <Anchor component={Link} to={`/flock-member-celebrants?flockId=${overview.flock.id}&period=week`}>
        {ft('card.celebrantsLink')}
      </Anchor>
    </FlockCard>
  );
}

/** Members waiting to join the flock, with the way to decide. */
export function JoinRequestsCard({ overview }: { overview: FlockOverview }) {
  const ft = useFlockCareT();
  const listId = useId();
  const { shown, control } = useShowAll(overview.pendingJoinRequests, FLOCK_LIST_SHOWN, listId);
  return (
    <FlockCard title={ft('card.joinRequests')}>
      {overview.pendingJoinRequests.length === 0 ? (
        <Text size="sm">{ft('card.noJoinRequests')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0} id={listId}>
          {shown.map((request) => (
            <List.Item key={request.id}>
              <Text size="sm" fw={600}>
                {request.memberName}
              </Text>
              {request.message && (
                <Text size="xs" c="dimmed">
                  “{request.message}”
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {control}
      <Anchor component={Link} to="/group-register">
        {ft('card.joinRequestsLink')}
      </Anchor>
    </FlockCard>
  );
}

/** The flock's prospects on their way, with stage, soul winner and next follow-up (the first five, then all). */
export function OpenPepsCard({ overview }: { overview: FlockOverview }) {
  const ft = useFlockCareT();
  const { language } = useI18n();
  const listId = useId();
  const { shown, control } = useShowAll(overview.openPeps, FLOCK_LIST_SHOWN, listId);
  return (
    <FlockCard title={ft('card.peps')}>
      {overview.openPeps.length === 0 ? (
        <Text size="sm">{ft('card.noPeps')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0} id={listId}>
          {shown.map((pep) => (
            <List.Item key={pep.id}>
              <Anchor component={Link} to={`/pep/${pep.id}`} fw={600}>
                {pep.name}
              </Anchor>{' '}
              <Badge variant="light" size="sm">
                {ft(`stage.${pep.stage}`)}
              </Badge>
              {pep.soulWinnerName && (
                <Text size="xs" c="dimmed">
                  {ft('card.pepWinner', { name: pep.soulWinnerName })}
                </Text>
              )}
              {pep.nextFollowUpAt && (
                <Text size="xs" c="dimmed">
                  {ft('card.pepFollowUp', { date: formatDay(pep.nextFollowUpAt, language) })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {control}
    </FlockCard>
  );
}

/** Guests of the flock's members who RSVPed to an upcoming event (the first five, then all). */
export function RsvpsCard({ overview }: { overview: FlockOverview }) {
  const ft = useFlockCareT();
  const { language } = useI18n();
  const listId = useId();
  const { shown, control } = useShowAll(overview.rsvps, FLOCK_LIST_SHOWN, listId);
  return (
    <FlockCard title={ft('card.rsvps')}>
      {overview.rsvps.length === 0 ? (
        <Text size="sm">{ft('card.noRsvps')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0} id={listId}>
          {shown.map((rsvp) => (
            <List.Item key={rsvp.id}>
              <Text size="sm">
                {ft('card.rsvpLine', {
                  guest: rsvp.guestName,
                  event: rsvp.eventName,
                  when: formatWhen(rsvp.eventStartsAt, language, overview.flock.timeZone),
                  count: rsvp.partySize,
                })}{' '}
                <Badge component="span" variant="light" size="sm">
                  {ft(`rsvp.${rsvp.status}`)}
                </Badge>
              </Text>
              {rsvp.invitedByName && (
                <Text size="xs" c="dimmed">
                  {ft('card.rsvpInvited', { name: rsvp.invitedByName })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {control}
    </FlockCard>
  );
}
