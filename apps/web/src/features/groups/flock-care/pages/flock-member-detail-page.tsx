import type { FlockMemberDetail } from '@congregate/contracts';
import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate } from '../../../../components/ui/permission-gate.tsx';
import { formatDay, formatDayIn, formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useFlockMember } from '../api/get-flock-member.ts';
import { AttendanceChart } from '../components/attendance-chart.tsx';
import { ContactLinks } from '../components/contact-links.tsx';
import { FlockScope } from '../components/flock-scope.tsx';
import { MemberNotes } from '../components/member-notes.tsx';
import { useFlockCareT, type FlockCareKey } from '../i18n/index.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function Detail({ member }: { member: FlockMemberDetail }) {
  const ft = useFlockCareT();
  const { language } = useI18n();
  const name = `${member.firstName} ${member.lastName}`;
  const none = ft('detail.none');
  const day = (value: string | null) => (value ? formatDay(value, language) : none);
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap">
        <MemberAvatar photo={member.photo} name={name} size={64} />
        <div>
          <Title order={2} size="h3">
            {name}
          </Title>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {member.customId}
            </Text>
            <Badge variant="light" size="sm">
              {ft(`type.${member.type}`)}
            </Badge>
          </Group>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={ft('detail.contact')}>
          <ContactLinks name={name} mobile={member.mobile} email={member.email} />
          <Field label={ft('detail.mobile')} value={member.mobile ?? none} />
          <Field label={ft('detail.email')} value={member.email ?? none} />
          <Field label={ft('detail.address')} value={member.address ?? none} />
          <Field label={ft('detail.birthDate')} value={day(member.birthDate)} />
          <Field
            label={ft('detail.civilStatus')}
            value={member.civilStatus ? ft(`civil.${member.civilStatus}` as FlockCareKey) : none}
          />
          <Field label={ft('detail.weddingDate')} value={day(member.weddingDate)} />
        </Section>
        <Section title={ft('detail.relatives')}>
          {member.relatives.length === 0 ? (
            <Text size="sm" c="dimmed">
              {ft('detail.noRelatives')}
            </Text>
          ) : (
            <List spacing={4} listStyleType="none" p={0}>
              {member.relatives.map((r) => (
                <List.Item key={r.id}>
                  <Text size="sm">
                    <strong>{r.name}</strong> · {r.relationship}
                    {r.mobile && (
                      <>
                        {' '}
                        · <Anchor href={`tel:${r.mobile}`}>{r.mobile}</Anchor>
                      </>
                    )}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Section>
        <Section title={ft('detail.attendance')}>
          <AttendanceChart weeks={member.attendance.weeks} />
          <Title order={3} size="h5">
            {ft('detail.recent')}
          </Title>
          {member.attendance.recent.length === 0 ? (
            <Text size="sm" c="dimmed">
              {ft('detail.noRecent')}
            </Text>
          ) : (
            <List spacing={2} size="sm">
              {member.attendance.recent.map((c) => (
                <List.Item key={c.id}>
                  {c.gatheringName} · {formatMoment(c.checkedInAt, language, member.timeZone)}
                </List.Item>
              ))}
            </List>
          )}
        </Section>
        <Section title={ft('detail.peps')}>
          {member.pepsWon.length === 0 ? (
            <Text size="sm" c="dimmed">
              {ft('detail.noPeps')}
            </Text>
          ) : (
            <List spacing={4} listStyleType="none" p={0}>
              {member.pepsWon.map((p) => (
                <List.Item key={p.id}>
                  <Anchor component={Link} to={`/pep/${p.id}`} size="sm">
                    {p.name}
                  </Anchor>{' '}
                  <Badge variant="light" size="sm">
                    {ft(`stage.${p.stage}`)}
                  </Badge>
                  {p.baptizedAt && (
                    <Text size="xs" c="dimmed" span>
                      {' '}
                      {ft('detail.baptizedOn', {
                        date: formatDayIn(p.baptizedAt, language, member.timeZone),
                      })}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Section>
      </SimpleGrid>
      <MemberNotes memberId={member.id} timeZone={member.timeZone} />
    </Stack>
  );
}

function MemberOfFlock({ flockId, memberId }: { flockId: string; memberId: string }) {
  const member = useFlockMember(flockId, memberId);
  if (member.isPending) return <LoadingBlock />;
  if (member.isError) return <LoadError error={member.error} onRetry={() => void member.refetch()} />;
  return <Detail member={member.data} />;
}

/** `flock-member-detail` (`?flockId=&id=`): one member as their leader sees them, with the leaders' notes. */
export default function FlockMemberDetailPage() {
  const ft = useFlockCareT();
  const [params] = useUrlParams();
  const memberId = params.get('id');
  return (
    <PermissionGate permission="flock.view" title={ft('notAllowed.title')} body={ft('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={ft('detail.title')} maw={1100}>
          <FlockScope signedIn={signedIn}>
            {(flockId) => (
              <Stack gap="md">
                {memberId ? (
                  <MemberOfFlock key={memberId} flockId={flockId} memberId={memberId} />
                ) : (
                  <Text c="dimmed">{ft('detail.noMember')}</Text>
                )}
                <Anchor component={Link} to={`/flock-members?flockId=${flockId}`}>
                  {ft('detail.toList')}
                </Anchor>
              </Stack>
            )}
          </FlockScope>
        </PageCard>
      )}
    </PermissionGate>
  );
}
