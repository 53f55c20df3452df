import { idSchema } from '@congregate/contracts';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { MemberTarget } from '../../lib/members/index.ts';
import { MemberTargetGate } from '../ui/member-target-gate.tsx';
import { useMembersT } from './i18n/index.ts';

/**
 * The member a modal page changes, from `?memberId=` (required: these pages act on someone an admin looks
 * after). Loads their profile; outside the caller's scope the shared gate says so.
 */
export function ManagedMember({ children }: { children: (target: MemberTarget) => ReactNode }) {
  const mt = useMembersT();
  const [params] = useSearchParams();
  const memberId = params.get('memberId');
  if (!memberId || !idSchema.safeParse(memberId).success) {
    return (
      <Stack gap="sm">
        <Text>{mt('target.missing')}</Text>
        <Anchor component={Link} to="/manage-members">
          {mt('target.toManage')}
        </Anchor>
      </Stack>
    );
  }
  return <MemberTargetGate memberId={memberId}>{children}</MemberTargetGate>;
}

/** Whom the page is about: name, member id, locale, and a line about what is being changed. */
export function MemberSummary({ target, detail }: { target: MemberTarget; detail?: string }) {
  const mt = useMembersT();
  const { member } = target.profile;
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <div>
        <Title order={2} size="h4">
          {member.firstName} {member.lastName}
        </Title>
        <Text size="sm" c="dimmed">
          {mt('target.summary', { id: member.customId, locale: member.currentLocaleName })}
        </Text>
        {detail && <Text size="sm">{detail}</Text>}
      </div>
    </Group>
  );
}

/** The way back to the hub, keeping the member's locale selected. */
export function BackToManage({ localeId }: { localeId: string }) {
  const mt = useMembersT();
  return (
    <Anchor component={Link} to={`/manage-members?locale=${encodeURIComponent(localeId)}`}>
      {mt('placement.back')}
    </Anchor>
  );
}
