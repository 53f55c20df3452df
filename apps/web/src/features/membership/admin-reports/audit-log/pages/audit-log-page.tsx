import { idSchema, isoDateSchema, type MemberListItem } from '@congregate/contracts';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../../components/ui/page-card.tsx';
import { LoadMoreButton } from '../../../../../components/ui/load-more-button.tsx';
import { PermissionGate } from '../../../../../components/ui/permission-gate.tsx';
import { MemberSearchDialog } from '../../../../../components/members/member-search-dialog.tsx';
import { useT } from '../../../../../lib/i18n/index.ts';
import { memberDetailQueryOptions, useMemberDetail } from '../../../../../lib/members/api/get-member-detail.ts';
import { fullName } from '../../../../../lib/members/full-name.ts';
import { useUrlParams } from '../../../../../lib/routing/use-url-params.ts';
import { useAuditLog, type AuditFilters } from '../api/get-audit-log.ts';
import { AuditEntryCard } from '../components/audit-entry-card.tsx';
import { useAuditT } from '../i18n/index.ts';
import { auditActions, useActionLabel } from '../lib/audit-actions.ts';

/** Query-string names of the filters. */
const params = { actor: 'actor', member: 'member', action: 'action', from: 'from', to: 'to' } as const;

function auditFiltersOf(search: URLSearchParams): AuditFilters {
  const id = (name: string) => {
    const value = search.get(name);
    return value && idSchema.safeParse(value).success ? value : undefined;
  };
  const day = (name: string) => {
    const value = search.get(name);
    return value && isoDateSchema.safeParse(value).success ? value : undefined;
  };
  const action = search.get(params.action)?.trim().slice(0, 100) || undefined;
  return {
    actorUserId: id(params.actor),
    memberId: id(params.member),
    action,
    from: day(params.from),
    to: day(params.to),
  };
}

/** A chosen person (actor or member) shown as a removable chip. */
function Chosen({ label, onClear, clearLabel }: { label: string; onClear: () => void; clearLabel: string }) {
  return (
    <Paper withBorder radius="xl" px="sm" py={2}>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" truncate>
          {label}
        </Text>
        <CloseButton size="sm" onClick={onClear} aria-label={clearLabel} />
      </Group>
    </Paper>
  );
}

function AuditLog() {
  const t = useT();
  const at = useAuditT();
  const actionLabel = useActionLabel();
  const loadError = useLoadErrorMessage();
  const queryClient = useQueryClient();
  const [search, setSearch] = useUrlParams();
  const filters = useMemo(() => auditFiltersOf(search), [search]);
  const [picking, setPicking] = useState<'actor' | 'member' | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [actorName, setActorName] = useState<{ userId: string; name: string } | null>(null);
  const datesOutOfOrder = Boolean(filters.from && filters.to && filters.from > filters.to);
  const log = useAuditLog(filters, !datesOutOfOrder);
  const member = useMemberDetail(filters.memberId ?? null);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const anyFilter = Object.values(filters).some(Boolean);

  const set = (name: keyof typeof params, value: string | undefined) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(params[name], value);
        else next.delete(params[name]);
        return next;
      },
      { replace: true },
    );

  const actorLabel = () => {
    if (!filters.actorUserId) return '';
    if (actorName?.userId === filters.actorUserId) return actorName.name;
    const email = entries.find((entry) => entry.actorUserId === filters.actorUserId)?.actorEmail;
    return email ?? at('audit.chosenActor');
  };

  const pick = async (chosen: MemberListItem) => {
    const kind = picking;
    setPicking(null);
    setPickError(null);
    if (kind === 'member') return set('member', chosen.id);
    // The actor filter is an account: the member's account is read from their detail.
    try {
      const detail = await queryClient.fetchQuery(memberDetailQueryOptions(chosen.id));
      if (!detail.account) return setPickError(at('audit.noAccount', { name: fullName(chosen) }));
      setActorName({ userId: detail.account.userId, name: fullName(chosen) });
      set('actor', detail.account.userId);
    } catch (error) {
      setPickError(loadError(error));
    }
  };

  const actionChoices = [...auditActions] as string[];
  if (filters.action && !actionChoices.includes(filters.action)) actionChoices.push(filters.action);

  return (
    <PageCard title={at('audit.title')} intro={at('audit.intro')} maw={1100}>
      <Stack gap="sm" component="section" aria-label={at('audit.filters')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {at('audit.actor')}
            </Text>
            {filters.actorUserId ? (
              <Chosen
                label={actorLabel()}
                onClear={() => set('actor', undefined)}
                clearLabel={at('audit.clearActor')}
              />
            ) : (
              <Button variant="default" onClick={() => setPicking('actor')}>
                {at('audit.chooseActor')}
              </Button>
            )}
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {at('audit.member')}
            </Text>
            {filters.memberId ? (
              <Chosen
                label={member.data ? fullName(member.data.member) : at('audit.chosenMember')}
                onClear={() => set('member', undefined)}
                clearLabel={at('audit.clearMember')}
              />
            ) : (
              <Button variant="default" onClick={() => setPicking('member')}>
                {at('audit.chooseMember')}
              </Button>
            )}
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NativeSelect
            label={at('audit.action')}
            value={filters.action ?? ''}
            onChange={(event) => set('action', event.currentTarget.value || undefined)}
            data={[
              { value: '', label: at('filters.any') },
              ...actionChoices.map((action) => ({ value: action, label: actionLabel(action) })),
            ]}
          />
          <TextInput
            label={at('audit.from')}
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => set('from', event.currentTarget.value || undefined)}
          />
          <TextInput
            label={at('audit.to')}
            type="date"
            value={filters.to ?? ''}
            onChange={(event) => set('to', event.currentTarget.value || undefined)}
            error={datesOutOfOrder ? at('audit.datesOutOfOrder') : undefined}
          />
        </SimpleGrid>
        {anyFilter && (
          <Group>
            <Button
              variant="subtle"
              onClick={() => setSearch(() => new URLSearchParams(), { replace: true })}
            >
              {at('filters.clear')}
            </Button>
          </Group>
        )}
        {pickError && (
          <Alert
            role="alert"
            color="red"
            withCloseButton
            onClose={() => setPickError(null)}
            closeButtonLabel={t('common.close')}
          >
            {pickError}
          </Alert>
        )}
      </Stack>

      {datesOutOfOrder ? (
        <Text c="dimmed">{at('audit.fixDates')}</Text>
      ) : log.isPending ? (
        <LoadingBlock />
      ) : log.isError ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <Text c="dimmed">{anyFilter ? at('audit.noMatch') : at('audit.none')}</Text>
      ) : (
        <Stack gap="sm">
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {entries.map((entry) => (
              <AuditEntryCard
                key={entry.id}
                entry={entry}
                onOnlyActor={filters.actorUserId ? undefined : (userId) => set('actor', userId)}
              />
            ))}
          </Stack>
          <LoadMoreButton query={log} />
        </Stack>
      )}

      <MemberSearchDialog
        opened={picking !== null}
        title={picking === 'actor' ? at('audit.chooseActor') : at('audit.chooseMember')}
        onClose={() => setPicking(null)}
        onPick={(chosen) => void pick(chosen)}
      />
    </PageCard>
  );
}

/** `admin-audit`: the audit log with filters (actor, member, action, dates) kept in the URL. */
export default function AuditLogPage() {
  const at = useAuditT();
  return (
    <PermissionGate permission="members.view" title={at('notAllowed.title')} body={at('notAllowed.admin')}>
      {() => <AuditLog />}
    </PermissionGate>
  );
}
