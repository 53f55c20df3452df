import type { FamilyCard } from '@congregate/contracts';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useSignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { formatDay } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useFamilyCard } from '../api/get-family-card.ts';
import { useMyRelatives } from '../api/get-my-relatives.ts';
import { useFamilyLinksT } from '../i18n/index.ts';

function Card({ card }: { card: FamilyCard }) {
  const ft = useFamilyLinksT();
  const { language } = useI18n();
  const name = `${card.firstName} ${card.lastName}`;
  const row = (label: string, value: string) => (
    <Group gap="xs" wrap="nowrap" component="div">
      <Text size="sm" c="dimmed" component="dt" miw={120}>
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap">
        <MemberAvatar photo={card.photo} name={name} size={72} />
        <Stack gap={4}>
          <Title order={2} size="h3">
            {name}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{ft(`relationship.${card.relationship}`)}</Badge>
            <Badge variant="light" color={card.sameHousehold ? 'teal' : 'gray'}>
              {ft(card.sameHousehold ? 'modal.sameHousehold' : 'modal.otherHousehold')}
            </Badge>
          </Group>
        </Stack>
      </Group>
      <Stack gap={6} component="dl" m={0}>
        {row(ft('modal.relationship'), ft(`relationship.${card.relationship}`))}
        {row(ft('modal.locale'), card.localeName)}
        {row(ft('modal.flock'), card.flockName ?? ft('modal.noFlock'))}
        {row(
          ft('modal.birthday'),
          card.birthDate ? formatDay(card.birthDate, language) : ft('modal.unknown'),
        )}
        {card.relationship === 'spouse' &&
          row(
            ft('modal.wedding'),
            card.weddingDate ? formatDay(card.weddingDate, language) : ft('modal.unknown'),
          )}
      </Stack>
    </Stack>
  );
}

/** Opened bare: the linked relatives of my family background to choose from. */
function LinkedRelatives({ memberId }: { memberId: string }) {
  const ft = useFamilyLinksT();
  const relatives = useMyRelatives(memberId);
  if (relatives.isPending) return <LoadingBlock />;
  if (relatives.isError)
    return <LoadError error={relatives.error} onRetry={() => void relatives.refetch()} />;
  const linked = relatives.data.filter((r) => r.memberId !== null);
  if (linked.length === 0) return <Text c="dimmed">{ft('modal.none')}</Text>;
  return (
    <Stack gap="xs">
      <Text>{ft('modal.pick')}</Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {linked.map((r) => (
          <li key={r.id}>
            <Anchor component={Link} to={`/family-modal?memberId=${r.memberId}`}>
              {`${r.firstName} ${r.lastName}`}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** `family-modal?memberId=`: a linked relative's card (photo, relationship, locale, flock, dates, household). */
export default function RelativeCardPage() {
  const ft = useFamilyLinksT();
  const [params] = useSearchParams();
  const memberId = params.get('memberId');
  const state = useSignedInAccess();
  const card = useFamilyCard(memberId);
  const notLinked = card.isError && isApiError(card.error) && card.error.status === 404;
  return (
    <PageCard
      title={ft('modal.title')}
      maw={560}
      actions={
        <Anchor component={Link} to="/family-request" size="sm">
          {ft('modal.toRequests')}
        </Anchor>
      }
    >
      {!memberId ? (
        state.status === 'ready' ? (
          <LinkedRelatives memberId={state.profile.member.id} />
        ) : (
          <LoadingBlock />
        )
      ) : card.isPending ? (
        <LoadingBlock />
      ) : notLinked ? (
        <Text role="status">{ft('modal.notLinked')}</Text>
      ) : card.isError ? (
        <LoadError error={card.error} onRetry={() => void card.refetch()} />
      ) : (
        <Card card={card.data} />
      )}
    </PageCard>
  );
}
