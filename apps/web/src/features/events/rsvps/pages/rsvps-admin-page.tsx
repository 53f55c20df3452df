import { rsvpStatuses, type ChurchEvent, type Rsvp, type RsvpStatus } from '@congregate/contracts';
import { Alert, Badge, Button, Group, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { EventPicker } from '../../../../components/events/event-picker.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconDownload, IconPencil, IconX } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { useEventSummary } from '../../../../lib/church-events/api/get-event-summary.ts';
import { useEventChoice } from '../../../../lib/church-events/use-event-choice.ts';
import { formatWhen } from '../../../../lib/format/date.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useExportRsvps } from '../api/export-rsvps.ts';
import { useRsvps } from '../api/get-rsvps.ts';
import { useUpdateRsvp } from '../api/update-rsvp.ts';
import { RsvpEditDialog } from '../components/rsvp-edit-dialog.tsx';
import { SummaryFigures, SummaryTables } from '../components/summary-tables.tsx';
import { useRsvpsT } from '../i18n/index.ts';
import { OutcomeAlert } from '../../../../components/ui/outcome-alert.tsx';

const statusColors: Record<RsvpStatus, string> = {
  registered: 'gray',
  confirmed: 'teal',
  waitlisted: 'orange',
  attended: 'blue',
  cancelled: 'red',
};

/** The RSVPs of one event: tabs by status, search, paging, edit and cancel. */
function RsvpList({ event, onOutcome }: { event: ChurchEvent; onOutcome: (message: string) => void }) {
  const rt = useRsvpsT();
  const { language } = useI18n();
  const refusal = useRefusalMessage();
  const [params, setParams] = useUrlParams();
  const status = rsvpStatuses.find((s) => s === params.get('status'));
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    setParams(
      (current) => {
        if (q) current.set('q', q);
        else current.delete('q');
        return current;
      },
      { replace: true },
    );
  }, [q, setParams]);
  const rsvps = useRsvps(event.id, { ...(status ? { status } : {}), ...(q ? { q } : {}) });
  const update = useUpdateRsvp(event.id);
  const [editing, setEditing] = useState<Rsvp | null>(null);
  const [cancelling, setCancelling] = useState<Rsvp | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const items = (rsvps.data?.pages ?? []).flatMap((page) => page.items);
  const total = rsvps.data?.pages[0]?.total ?? 0;

  const cancel = () => {
    if (!cancelling) return;
    update.mutate(
      { rsvpId: cancelling.id, body: { status: 'cancelled' } },
      {
        onSuccess: (saved) => {
          setCancelling(null);
          onOutcome(rt('cancel.done', { name: saved.displayName }));
        },
        onError: (error) => setProblem(refusal(error)),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Tabs
        value={status ?? 'all'}
        onChange={(value) =>
          setParams((current) => {
            if (value && value !== 'all') current.set('status', value);
            else current.delete('status');
            return current;
          })
        }
      >
        <Tabs.List>
          <Tabs.Tab value="all">{rt('tabs.all')}</Tabs.Tab>
          {rsvpStatuses.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {rt(`status.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        type="search"
        label={rt('search.label')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {rsvps.isPending ? (
        <LoadingBlock />
      ) : rsvps.isError ? (
        <LoadError error={rsvps.error} onRetry={() => void rsvps.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{q || status ? rt('list.noMatch') : rt('list.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {rt('list.showing', { shown: items.length, total })}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label={rt('list.label')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{rt('list.guest')}</Table.Th>
                  <Table.Th>{rt('list.party')}</Table.Th>
                  <Table.Th>{rt('fields.status')}</Table.Th>
                  <Table.Th>{rt('list.soulWinner')}</Table.Th>
                  <Table.Th>{rt('list.contact')}</Table.Th>
                  <Table.Th>{rt('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((rsvp) => (
                  <Table.Tr key={rsvp.id}>
                    <Table.Td>
                      <Text fw={500}>{rsvp.displayName}</Text>
                      {rsvp.firstTime && (
                        <Badge size="xs" variant="light">
                          {rt('list.firstTime')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{rsvp.partySize}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[rsvp.status]} variant="light">
                        {rt(`status.${rsvp.status}`)}
                      </Badge>
                      {rsvp.arrivedAt && (
                        <Text size="xs">
                          {rt('list.arrivedAt', {
                            time: formatWhen(rsvp.arrivedAt, language, event.timeZone),
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {rsvp.soulWinner ? (
                        <>
                          <Text size="sm">{rsvp.soulWinner.displayName}</Text>
                          {rsvp.soulWinner.flock && (
                            <Text size="xs" c="dimmed">
                              {rsvp.soulWinner.flock.name}
                            </Text>
                          )}
                        </>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {rt('list.noSoulWinner')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{rsvp.mobile ?? ''}</Text>
                      <Text size="sm">{rsvp.email ?? ''}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          variant="default"
                          size="compact-sm"
                          leftSection={<IconPencil size={14} />}
                          aria-label={rt('edit.label', { name: rsvp.displayName })}
                          onClick={() => setEditing(rsvp)}
                        >
                          {rt('edit.button')}
                        </Button>
                        {rsvp.status !== 'cancelled' && rsvp.status !== 'attended' && (
                          <Button
                            variant="subtle"
                            color="red"
                            size="compact-sm"
                            leftSection={<IconX size={14} />}
                            aria-label={rt('cancel.label', { name: rsvp.displayName })}
                            onClick={() => {
                              setProblem(null);
                              setCancelling(rsvp);
                            }}
                          >
                            {rt('cancel.button')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <LoadMoreButton query={rsvps} />
        </>
      )}
      <RsvpEditDialog
        eventId={event.id}
        rsvp={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          onOutcome(message);
        }}
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title={rt('cancel.title')}
        confirmLabel={rt('cancel.confirm')}
        onConfirm={cancel}
        onCancel={() => setCancelling(null)}
        loading={update.isPending}
      >
        <Stack gap="xs">
          <Text>{rt('cancel.body', { name: cancelling?.displayName ?? '' })}</Text>
          {problem && (
            <Text c="red" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

function AdminRsvp({ signedIn }: { signedIn: SignedInAccess }) {
  const rt = useRsvpsT();
  const refusal = useRefusalMessage();
  const choice = useEventChoice(signedIn);
  const summary = useEventSummary(choice.event?.id ?? null);
  const exportCsv = useExportRsvps();
  const [outcome, setOutcome] = useState<string | null>(null);

  if (choice.localesPending) return <LoadingBlock />;
  if (choice.localesError) return <LoadError error={choice.localesError} onRetry={choice.retryLocales} />;
  if (!choice.locale) return <Text c="dimmed">{rt('locale.none')}</Text>;
  const { event } = choice;

  return (
    <Stack gap="md">
      <EventPicker
        choice={choice}
        words={{
          locale: rt('picker.locale'),
          event: rt('picker.event'),
          none: rt('picker.none'),
          cancelled: (label) => rt('picker.cancelled', { label }),
        }}
      />
      <OutcomeAlert message={outcome} onClose={() => setOutcome(null)} />
      {choice.eventQuery.isError && (
        <LoadError error={choice.eventQuery.error} onRetry={() => void choice.eventQuery.refetch()} />
      )}
      {event && (
        <>
          <Group justify="space-between">
            <Text fw={500}>{event.title}</Text>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate({ eventId: event.id, title: event.title })}
            >
              {rt('export.button')}
            </Button>
          </Group>
          {exportCsv.isError && (
            <Alert color="red" role="alert">
              {refusal(exportCsv.error)}
            </Alert>
          )}
          {summary.isError ? (
            <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
          ) : summary.data ? (
            <SummaryFigures summary={summary.data} />
          ) : null}
          <RsvpList key={event.id} event={event} onOutcome={setOutcome} />
          {summary.data && <SummaryTables summary={summary.data} />}
        </>
      )}
    </Stack>
  );
}

/** `admin-rsvp`: an event's RSVPs by status, its figures by soul winner and flock; edit, cancel, CSV. */
export default function RsvpsAdminPage() {
  const rt = useRsvpsT();
  return (
    <PermissionGate permission="members.manage" title={rt('notAllowed.title')} body={rt('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={rt('admin.title')} intro={rt('admin.intro')} maw={1100}>
          <AdminRsvp signedIn={signedIn} />
        </PageCard>
      )}
    </PermissionGate>
  );
}
