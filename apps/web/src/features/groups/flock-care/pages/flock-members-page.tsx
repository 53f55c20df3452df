import type { FlockMemberRow } from '@congregate/contracts';
import { Anchor, Badge, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate } from '../../../../components/ui/permission-gate.tsx';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useFlockMembers } from '../api/list-flock-members.ts';
import { ContactLinks } from '../components/contact-links.tsx';
import { FlockScope } from '../components/flock-scope.tsx';
import { useFlockCareT } from '../i18n/index.ts';

function MemberRow({
  flockId,
  member,
  timeZone,
}: {
  flockId: string;
  member: FlockMemberRow;
  timeZone: string;
}) {
  const ft = useFlockCareT();
  const { language } = useI18n();
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <MemberAvatar photo={member.photo} name={name} />
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={`/flock-member-detail?flockId=${flockId}&id=${member.id}`} fw={600}>
              {name}
            </Anchor>
            <Group gap={6}>
              <Badge variant="light" size="sm">
                {ft(`type.${member.type}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {member.lastAttendedAt
                  ? ft('members.lastAttended', {
                      date: formatDayIn(member.lastAttendedAt, language, timeZone),
                    })
                  : ft('members.neverAttended')}
              </Text>
            </Group>
          </Stack>
        </Group>
        <ContactLinks name={name} mobile={member.mobile} email={member.email} />
      </Group>
    </Paper>
  );
}

function MemberList({ flockId }: { flockId: string }) {
  const ft = useFlockCareT();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const members = useFlockMembers(flockId, debounced);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const total = members.data?.pages[0]?.total ?? 0;
  return (
    <Stack gap="md">
      <TextInput
        label={ft('members.search')}
        description={ft('members.searchHint')}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        type="search"
        maw={420}
      />
      {members.isPending ? (
        <LoadingBlock />
      ) : members.isError ? (
        <LoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{debounced ? ft('members.noMatch', { q: debounced }) : ft('members.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {ft('members.count', { count: total })}
          </Text>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((member) => (
              <MemberRow
                key={member.id}
                flockId={flockId}
                member={member}
                timeZone={members.data.pages[0]!.timeZone}
              />
            ))}
          </Stack>
          <LoadMoreButton query={members} />
        </>
      )}
      <Anchor component={Link} to={`/flock-page?flockId=${flockId}`}>
        {ft('members.back')}
      </Anchor>
    </Stack>
  );
}

/** `flock-members` (`?flockId=`): the flock's members, searchable, with last attendance and tap-to-call. */
export default function FlockMembersPage() {
  const ft = useFlockCareT();
  return (
    <PermissionGate permission="flock.view" title={ft('notAllowed.title')} body={ft('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={ft('members.title')} maw={900}>
          <FlockScope signedIn={signedIn}>{(flockId) => <MemberList flockId={flockId} />}</FlockScope>
        </PageCard>
      )}
    </PermissionGate>
  );
}
