import { emailOutboxStates, type EmailOutboxItem, type EmailOutboxState } from '@congregate/contracts';
import { Badge, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { IconMail, IconRefresh } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { NotAllowed, useSignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { isSuperAdmin } from '../../../../lib/auth/admin-scope.ts';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useEmailOutbox } from '../api/get-email-outbox.ts';
import { useRetryEmail } from '../api/retry-email.ts';
import { useEmailOutboxT } from '../i18n/index.ts';
import { OutcomeAlert } from '../../../../components/ui/outcome-alert.tsx';

const stateColor: Record<EmailOutboxState, string> = { queued: 'blue', failed: 'red', sent: 'teal' };

function OutboxItem({ item, onRetried }: { item: EmailOutboxItem; onRetried: (message: string) => void }) {
  const ot = useEmailOutboxT();
  const { language } = useI18n();
  // An e-mail belongs to no locale: the super admin's own locale's clock.
  const timeZone = useLocaleTimeZone();
  const retry = useRetryEmail();
  const when =
    item.state === 'queued'
      ? ot('list.queuedAt', { when: formatMoment(item.createdAt, language, timeZone) })
      : ot(item.state === 'sent' ? 'list.sentAt' : 'list.failedAt', {
          when: formatMoment(item.completedAt ?? item.createdAt, language, timeZone),
        });
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.subject}
          </Text>
          <Badge color={stateColor[item.state]} variant="light" style={{ flexShrink: 0 }}>
            {ot(`state.${item.state}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {ot('list.to', { to: item.to })}
        </Text>
        <Text size="sm" c="dimmed">
          {ot('list.purpose', { purpose: item.purpose })} · {ot('list.tries', { count: item.attempts })} ·{' '}
          {when}
        </Text>
        {item.lastError && (
          <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            {ot('list.lastError', { error: item.lastError })}
          </Text>
        )}
        {item.state === 'failed' && (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={retry.isPending}
              aria-label={ot('list.retryLabel', { subject: item.subject, to: item.to })}
              onClick={() =>
                retry.mutate(item.id, {
                  onSuccess: () => onRetried(ot('list.retried', { to: item.to })),
                })
              }
            >
              {ot('list.retry')}
            </Button>
            {retry.isError && (
              <Text size="sm" c="red.8" role="alert">
                {ot('list.retryFailed')}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Outbox() {
  const ot = useEmailOutboxT();
  const [params, setParams] = useUrlParams();
  const chosen = params.get('state');
  const state = emailOutboxStates.find((s) => s === chosen) ?? null;
  const outbox = useEmailOutbox(state);
  const [outcome, setOutcome] = useState<string | null>(null);
  const counts = outbox.data?.pages[0]?.counts;
  const items = outbox.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <OutcomeAlert message={outcome} onClose={() => setOutcome(null)} />
      {counts && (
        <Stack gap="xs" component="section" aria-labelledby="outbox-counts-heading">
          <Title order={2} size="h4" id="outbox-counts-heading">
            {ot('counts.title')}
          </Title>
          <SimpleGrid cols={3} spacing="sm">
            {emailOutboxStates.map((s) => (
              <Paper key={s} withBorder radius="md" p="sm">
                <Text size="sm" c="dimmed">
                  {ot(`state.${s}`)}
                </Text>
                <Text fz={28} fw={700} lh={1.2}>
                  {counts[s]}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <NativeSelect
        label={ot('filter.label')}
        value={state ?? ''}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setParams((current) => {
            if (value) current.set('state', value);
            else current.delete('state');
            return current;
          });
        }}
        data={[
          { value: '', label: ot('filter.all') },
          ...emailOutboxStates.map((s) => ({ value: s, label: ot(`state.${s}`) })),
        ]}
      />
      <Stack gap="xs" component="section" aria-labelledby="outbox-list-heading">
        <Title order={2} size="h4" id="outbox-list-heading">
          {ot('list.title')}
        </Title>
        {outbox.isPending ? (
          <LoadingBlock />
        ) : outbox.isError ? (
          <LoadError error={outbox.error} onRetry={() => void outbox.refetch()} />
        ) : items.length === 0 ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconMail size={20} aria-hidden />
            <Text c="dimmed">{ot(state ? `empty.${state}` : 'empty.all')}</Text>
          </Group>
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <OutboxItem key={item.id} item={item} onRetried={setOutcome} />
            ))}
          </Stack>
        )}
        <LoadMoreButton query={outbox} />
      </Stack>
    </Stack>
  );
}

/** `admin-email-outbox`: a super admin sees every e-mail waiting, failed or sent, and sends a failed one again. */
export default function EmailOutboxPage() {
  const ot = useEmailOutboxT();
  const state = useSignedInAccess();
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  if (!isSuperAdmin(state.access))
    return <NotAllowed title={ot('notAllowed.title')} body={ot('notAllowed.body')} />;
  return (
    <PageCard title={ot('page.title')} intro={ot('page.intro')}>
      <Outbox />
    </PageCard>
  );
}
