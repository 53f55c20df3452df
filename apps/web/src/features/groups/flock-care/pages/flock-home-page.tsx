import type { FlockOverview } from '@congregate/contracts';
import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { formatDay, formatWhen } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useFlockOverview } from '../api/get-flock-overview.ts';
import { CelebrantList } from '../components/celebrant-list.tsx';
import { ContactLinks } from '../components/contact-links.tsx';
import { FlockHeader } from '../components/flock-header.tsx';
import { FlockScope } from '../components/flock-scope.tsx';
import { useFlockCareT } from '../i18n/index.ts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function AttendanceCard({ overview }: { overview: FlockOverview }) {
  const ft = useFlockCareT();
  const { language } = useI18n();
  const { week } = overview;
  return (
    <Card title={ft('card.attendance')}>
      <Text size="sm" c="dimmed">
        {ft('card.week', { start: formatDay(week.start, language), end: formatDay(week.end, language) })}
      </Text>
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
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {week.absentees.map((m) => {
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
        </>
      )}
    </Card>
  );
}

function Overview({ flockId, signedIn }: { flockId: string; signedIn: SignedInAccess }) {
  const ft = useFlockCareT();
  const { language } = useI18n();
  const overview = useFlockOverview(flockId);
  if (overview.isPending) return <LoadingBlock />;
  if (overview.isError) return <LoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const q = `flockId=${data.flock.id}`;
  const { member } = signedIn.profile;
  return (
    <Stack gap="md">
      <FlockHeader flock={data.flock} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card title={ft('card.members')}>
          <Text size="xl" fw={700}>
            {ft('card.membersCount', { count: data.memberCount })}
          </Text>
          <Anchor component={Link} to={`/flock-members?${q}`}>
            {ft('card.membersLink')}
          </Anchor>
        </Card>
        <AttendanceCard overview={data} />
        <Card title={ft('card.celebrants')}>
          {data.celebrants.length === 0 ? (
            <Text size="sm">{ft('card.noCelebrants')}</Text>
          ) : (
            <CelebrantList celebrants={data.celebrants} sender={`${member.firstName} ${member.lastName}`} />
          )}
          <Anchor component={Link} to={`/flock-member-celebrants?${q}&period=week`}>
            {ft('card.celebrantsLink')}
          </Anchor>
        </Card>
        <Card title={ft('card.peps')}>
          {data.openPeps.length === 0 ? (
            <Text size="sm">{ft('card.noPeps')}</Text>
          ) : (
            <List spacing="xs" listStyleType="none" p={0}>
              {data.openPeps.map((pep) => (
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
        </Card>
        <Card title={ft('card.rsvps')}>
          {data.rsvps.length === 0 ? (
            <Text size="sm">{ft('card.noRsvps')}</Text>
          ) : (
            <List spacing="xs" listStyleType="none" p={0}>
              {data.rsvps.map((rsvp) => (
                <List.Item key={rsvp.id}>
                  <Text size="sm">
                    {ft('card.rsvpLine', {
                      guest: rsvp.guestName,
                      event: rsvp.eventName,
                      when: formatWhen(rsvp.eventStartsAt, language, data.flock.timeZone),
                      count: rsvp.partySize,
                    })}{' '}
                    <Badge variant="light" size="sm">
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
        </Card>
        <Card title={ft('card.joinRequests')}>
          {data.pendingJoinRequests.length === 0 ? (
            <Text size="sm">{ft('card.noJoinRequests')}</Text>
          ) : (
            <List spacing="xs" listStyleType="none" p={0}>
              {data.pendingJoinRequests.map((request) => (
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
          <Anchor component={Link} to="/group-register">
            {ft('card.joinRequestsLink')}
          </Anchor>
        </Card>
      </SimpleGrid>
      <Card title={ft('card.more')}>
        <Group gap="md">
          <Anchor component={Link} to={`/flock-attendance-modal?flock=${data.flock.id}`}>
            {ft('link.attendance')}
          </Anchor>
          <Anchor component={Link} to={`/flock-summary-report?flock=${data.flock.id}`}>
            {ft('link.summary')}
          </Anchor>
          <Anchor component={Link} to={`/flock-awards?${q}`}>
            {ft('link.awards')}
          </Anchor>
          <Anchor component={Link} to={`/flock-member-celebrants?${q}&period=month`}>
            {ft('link.celebrants')}
          </Anchor>
        </Group>
      </Card>
    </Stack>
  );
}

/**
 * `flock-page` (`?flockId=`): a leader's flock home — members, this week's attendance and absentees to call,
 * celebrants, open PEPs, RSVPs and join requests. Bare: the first flock one leads, or an admin's picker.
 */
export default function FlockHomePage() {
  const ft = useFlockCareT();
  return (
    <PermissionGate permission="flock.view" title={ft('notAllowed.title')} body={ft('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={ft('flock.title')} intro={ft('flock.intro')} maw={1100}>
          <FlockScope signedIn={signedIn}>
            {(flockId) => <Overview flockId={flockId} signedIn={signedIn} />}
          </FlockScope>
        </PageCard>
      )}
    </PermissionGate>
  );
}
