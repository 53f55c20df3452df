import type { ChurchGroup, GroupFlock } from '@congregate/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useSignedInAccess, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { can } from '../../../../lib/auth/admin-scope.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useChurchGroups } from '../../../../lib/groups/api/list-church-groups.ts';
import { useGroupFlocks } from '../../../../lib/groups/api/list-group-flocks.ts';
import { useAskToJoin } from '../api/create-join-request.ts';
import { useJoinRequests } from '../api/list-join-requests.ts';
import { AskDialog, type JoinTarget } from '../components/ask-dialog.tsx';
import { MyRequests } from '../components/my-requests.tsx';
import { RequestsToDecide } from '../components/requests-to-decide.tsx';
import { useJoinRequestsT } from '../i18n/index.ts';
import { OutcomeAlert } from '../../../../components/ui/outcome-alert.tsx';

function GroupCard({
  group,
  onAsk,
  onJoin,
  joining,
}: {
  group: ChurchGroup;
  onAsk: () => void;
  onJoin: () => void;
  joining: boolean;
}) {
  const gt = useJoinRequestsT();
  const status = group.myRole
    ? gt(group.myRole === 'leader' ? 'status.leader' : 'status.member')
    : group.myPendingRequestId
      ? gt('status.pending')
      : null;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4">
            {group.name}
          </Title>
          <Badge variant="light">{gt(`type.${group.type}`)}</Badge>
        </Group>
        {group.description && <Text size="sm">{group.description}</Text>}
        <Text size="sm">
          {gt(`policy.${group.joinPolicy}`)} · {gt('groups.members', { count: group.memberCount })}
        </Text>
        <Text size="sm" c={group.leaders.length === 0 ? 'dimmed' : undefined}>
          {group.leaders.length === 0
            ? gt('groups.noLeaders')
            : gt('groups.leaders', { names: group.leaders.map((l) => l.name).join(', ') })}
        </Text>
        {status ? (
          <Badge color={group.myRole ? 'teal' : 'yellow'} variant="light">
            {status}
          </Badge>
        ) : group.joinPolicy === 'open' ? (
          <Group>
            <Button
              size="compact-md"
              onClick={onJoin}
              loading={joining}
              aria-label={gt('actions.joinLabel', { name: group.name })}
            >
              {gt('actions.join')}
            </Button>
          </Group>
        ) : (
          <Group>
            <Button
              size="compact-md"
              variant="light"
              onClick={onAsk}
              aria-label={gt('actions.askLabel', { name: group.name })}
            >
              {gt('actions.ask')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function FlockCard({
  flock,
  mine,
  pending,
  onAsk,
}: {
  flock: GroupFlock;
  mine: boolean;
  pending: boolean;
  onAsk: () => void;
}) {
  const gt = useJoinRequestsT();
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Title order={3} size="h4">
          {flock.name}
        </Title>
        <Text size="sm">{gt('flocks.members', { count: flock.memberCount })}</Text>
        <Text size="sm" c={flock.leaders.length === 0 ? 'dimmed' : undefined}>
          {flock.leaders.length === 0
            ? gt('flocks.noLeaders')
            : gt('flocks.leaders', { names: flock.leaders.map((l) => l.name).join(', ') })}
        </Text>
        {mine ? (
          <Badge color="teal" variant="light">
            {gt('status.yourFlock')}
          </Badge>
        ) : pending ? (
          <Badge color="yellow" variant="light">
            {gt('status.pending')}
          </Badge>
        ) : (
          <Group>
            <Button
              size="compact-md"
              variant="light"
              onClick={onAsk}
              aria-label={gt('actions.askLabel', { name: flock.name })}
            >
              {gt('actions.ask')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function GroupRegister({
  signedIn,
  onOutcome,
}: {
  signedIn: SignedInAccess;
  onOutcome: (message: string) => void;
}) {
  const gt = useJoinRequestsT();
  const refusal = useRefusalMessage();
  const { member } = signedIn.profile;
  const localeId = member.currentLocale;
  const groups = useChurchGroups({ localeId });
  const flocks = useGroupFlocks({ localeId });
  const join = useAskToJoin();
  const [asking, setAsking] = useState<JoinTarget | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The member's pending flock requests mark their flock cards (the same query as "My requests").
  const mine = useJoinRequests({ mine: true });
  const pendingFlocks = new Set(
    (mine.data?.pages.flatMap((page) => page.items) ?? [])
      .filter((r) => r.status === 'pending' && r.target.kind === 'flock')
      .map((r) => r.target.id),
  );

  const groupRows = groups.data?.pages.flatMap((page) => page.items) ?? [];
  const flockRows = flocks.data?.pages.flatMap((page) => page.items) ?? [];
  const leadsSomething =
    can(signedIn.access, 'flock.view') ||
    can(signedIn.access, 'members.manage') ||
    groupRows.some((g) => g.myRole === 'leader');

  const joinOpen = (group: ChurchGroup) =>
    join.mutate(
      { groupId: group.id },
      {
        onSuccess: () => onOutcome(gt('done.joined', { name: group.name })),
        onError: (error) => setProblem(refusal(error)),
      },
    );

  return (
    <Stack gap="xl">
      {leadsSomething && <RequestsToDecide onOutcome={onOutcome} />}
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      <Stack gap="sm" component="section" aria-labelledby="locale-groups">
        <Title order={2} size="h3" id="locale-groups">
          {gt('groups.title', { locale: member.currentLocaleName })}
        </Title>
        {groups.isPending ? (
          <LoadingBlock />
        ) : groups.isError ? (
          <LoadError error={groups.error} onRetry={() => void groups.refetch()} />
        ) : groupRows.length === 0 ? (
          <Text c="dimmed">{gt('groups.empty')}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {groupRows.map((group) => (
              <GroupCard
                key={group.id}
                group={group}
                joining={
                  join.isPending && join.variables && 'groupId' in join.variables
                    ? join.variables.groupId === group.id
                    : false
                }
                onJoin={() => joinOpen(group)}
                onAsk={() => setAsking({ kind: 'group', id: group.id, name: group.name })}
              />
            ))}
          </Stack>
        )}
        <LoadMoreButton query={groups} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="locale-flocks">
        <Title order={2} size="h3" id="locale-flocks">
          {gt('flocks.title', { locale: member.currentLocaleName })}
        </Title>
        <Text size="sm" c="dimmed">
          {gt('flocks.hint')}
        </Text>
        {flocks.isPending ? (
          <LoadingBlock />
        ) : flocks.isError ? (
          <LoadError error={flocks.error} onRetry={() => void flocks.refetch()} />
        ) : flockRows.length === 0 ? (
          <Text c="dimmed">{gt('flocks.empty')}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {flockRows.map((flock) => (
              <FlockCard
                key={flock.id}
                flock={flock}
                mine={flock.id === member.flockId}
                pending={pendingFlocks.has(flock.id)}
                onAsk={() => setAsking({ kind: 'flock', id: flock.id, name: flock.name })}
              />
            ))}
          </Stack>
        )}
        <LoadMoreButton query={flocks} />
      </Stack>
      <MyRequests onOutcome={onOutcome} />
      <AskDialog
        target={asking}
        onClose={() => setAsking(null)}
        onDone={(message) => {
          setAsking(null);
          onOutcome(message);
        }}
      />
    </Stack>
  );
}

/** `group-register`: the member's locale's groups and flocks to join, their own requests, and requests to decide. */
export default function JoinGroupsPage() {
  const gt = useJoinRequestsT();
  const state = useSignedInAccess();
  const [outcome, setOutcome] = useState<string | null>(null);
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  // Only endorsed members reach member pages (the route guard sends others to /not-authorized).
  const { member } = state.profile;
  return (
    <PageCard
      title={gt('page.title')}
      intro={gt('page.intro', { locale: member.currentLocaleName })}
      maw={900}
    >
      <Stack gap="md">
        <OutcomeAlert message={outcome} onClose={() => setOutcome(null)} />
        <GroupRegister signedIn={state} onOutcome={setOutcome} />
      </Stack>
    </PageCard>
  );
}
