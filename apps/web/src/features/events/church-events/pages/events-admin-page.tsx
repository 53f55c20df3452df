import type { ChurchEvent } from '@congregate/contracts';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconPencil, IconPlus, IconTrash } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import {
  districtsOf,
  grantedScopes,
  isSuperAdmin,
  chosenLocale,
  scopeLocales,
} from '../../../../lib/auth/admin-scope.ts';
import { useEventSummary } from '../../../../lib/church-events/api/get-event-summary.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { foldText } from '../../../../lib/format/fold-text.ts';
import { formatWhen } from '../../../../lib/format/date.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useEventPages, type EventListFilter } from '../api/get-event-page.ts';
import { useRemoveEvent } from '../api/remove-event.ts';
import { EventForm, type EventFormMode } from '../components/event-form.tsx';
import { useChurchEventsT } from '../i18n/index.ts';
import { OutcomeAlert } from '../../../../components/ui/outcome-alert.tsx';

const DAY = 86_400_000;
const periods = ['upcoming', 'past'] as const;
type Period = (typeof periods)[number];
/** The ends of time as the lists ask for them: every event lists under one period or the other (issue 37). */
const EARLIEST = '1900-01-01T00:00:00.000Z';
const LATEST = '2200-01-01T00:00:00.000Z';

/**
 * The period's instants and order, from the hour now starts (so the query key holds still within the hour):
 * Upcoming from a day back (an event under way) on, soonest first; Past everything before, latest first.
 */
function periodOf(period: Period, now = Date.now()): Pick<EventListFilter, 'from' | 'to' | 'order'> {
  const hour = Math.floor(now / 3_600_000) * 3_600_000;
  return period === 'upcoming'
    ? { from: new Date(hour - DAY).toISOString(), to: LATEST, order: 'asc' }
    : { from: EARLIEST, to: new Date(hour).toISOString(), order: 'desc' };
}

function EventCard({
  event,
  memberId,
  onEdit,
  onDelete,
}: {
  event: ChurchEvent;
  memberId: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const ev = useChurchEventsT();
  const { language } = useI18n();
  const links = [
    { to: `/admin-rsvp?eventId=${event.id}`, label: ev('links.rsvps') },
    { to: `/entry/${event.id}`, label: ev('links.entry') },
    { to: `/minister-page?eventId=${event.id}`, label: ev('links.minister') },
    { to: `/invite/${event.id}/${memberId}`, label: ev('links.invite') },
    { to: `/flyers/${memberId}`, label: ev('links.flyers') },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h4">
              {event.title}
            </Title>
            <Text size="sm">
              {ev('list.when', {
                starts: formatWhen(event.startsAt, language, event.timeZone, { zoneName: false }),
                ends: formatWhen(event.endsAt, language, event.timeZone, { zoneName: false }),
                zone: event.timeZone,
              })}
            </Text>
            {event.venue && <Text size="sm">{event.venue}</Text>}
          </div>
          <Group gap={4}>
            <Badge variant="light">{ev(`type.${event.type}`)}</Badge>
            {event.hasBaptism && event.type !== 'baptism' && (
              <Badge variant="light">{ev('list.baptism')}</Badge>
            )}
            {event.cancelledAt && <Badge color="red">{ev('list.cancelled')}</Badge>}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {event.capacity === null ? ev('list.noCapacity') : ev('list.capacity', { count: event.capacity })}
        </Text>
        <Group gap="md">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm">
              {link.label}
            </Anchor>
          ))}
        </Group>
        {!event.cancelledAt && (
          <Group gap="xs">
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconPencil size={14} />}
              onClick={onEdit}
              aria-label={ev('actions.editLabel', { title: event.title })}
            >
              {ev('actions.edit')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} />}
              onClick={onDelete}
              aria-label={ev('actions.deleteLabel', { title: event.title })}
            >
              {ev('actions.delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Asks before deleting; says first when the event will be cancelled instead (guests RSVP'd). */
function DeleteDialog({
  event,
  onClose,
  onDone,
}: {
  event: ChurchEvent | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const ev = useChurchEventsT();
  const refusal = useRefusalMessage();
  const remove = useRemoveEvent();
  const summary = useEventSummary(event?.id ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  // Any RSVP, cancelled ones included, keeps the event (it is cancelled instead).
  const guests = summary.data ? summary.data.counts.rsvps + summary.data.counts.cancelled : 0;
  if (!event) return null;
  const confirm = () =>
    remove.mutate(event.id, {
      onSuccess: (answer) =>
        onDone(
          answer.outcome === 'deleted'
            ? ev('delete.deleted', { title: event.title })
            : ev('delete.cancelled', { title: event.title, count: answer.guestsTold }),
        ),
      onError: (error) => setProblem(refusal(error)),
    });
  return (
    <ConfirmDialog
      opened
      title={ev('delete.title')}
      confirmLabel={guests > 0 ? ev('delete.confirmCancel') : ev('delete.confirm')}
      onConfirm={confirm}
      onCancel={onClose}
      loading={remove.isPending || summary.isPending}
    >
      <Stack gap="xs">
        <Text>
          {guests > 0
            ? ev('delete.bodyCancelled', { title: event.title, count: guests })
            : ev('delete.body', { title: event.title })}
        </Text>
        {problem && (
          <Text c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  );
}

function EventsAdmin({ signedIn }: { signedIn: SignedInAccess }) {
  const ev = useChurchEventsT();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const all = locales.data ?? [];
  const mine = scopeLocales(signedIn.access, all);
  const locale = chosenLocale(mine, params.get('locale'), signedIn.profile.member.currentLocale);
  const period: Period = params.get('period') === 'past' ? 'past' : 'upcoming';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const filter: EventListFilter | null = locale ? { localeId: locale.id, ...periodOf(period) } : null;
  const pages = useEventPages(filter);
  const [form, setForm] = useState<EventFormMode | null>(null);
  const [deleting, setDeleting] = useState<ChurchEvent | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const districts = isSuperAdmin(signedIn.access)
    ? districtsOf(all)
    : grantedScopes(signedIn.access, 'district_admin');

  const set = (name: string, value: string) =>
    setParams((current) => {
      if (value) current.set(name, value);
      else current.delete(name);
      return current;
    });

  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;
  if (!locale) return <Text c="dimmed">{ev('locale.none')}</Text>;

  const events = (pages.data?.pages ?? []).flatMap((page) => page.items);
  const folded = foldText(q);
  const shown = q ? events.filter((e) => foldText(e.title).includes(folded)) : events;
  const done = (message: string) => {
    setForm(null);
    setDeleting(null);
    setOutcome(message);
  };

  return (
    <Stack gap="md">
      <OutcomeAlert message={outcome} onClose={() => setOutcome(null)} />
      <SimpleGrid cols={{ base: 1, sm: mine.length > 1 ? 3 : 2 }}>
        {mine.length > 1 && (
          <NativeSelect
            label={ev('locale.label')}
            value={locale.id}
            onChange={(e) => set('locale', e.currentTarget.value)}
            data={mine.map((l) => ({ value: l.id, label: l.name }))}
          />
        )}
        <NativeSelect
          label={ev('period.label')}
          value={period}
          onChange={(e) => set('period', e.currentTarget.value === 'upcoming' ? '' : e.currentTarget.value)}
          data={periods.map((p) => ({ value: p, label: ev(`period.${p}`) }))}
        />
        <TextInput
          type="search"
          label={ev('search.label')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            set('q', e.currentTarget.value.trim());
          }}
        />
      </SimpleGrid>
      <Group>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            setForm({ kind: 'create', locales: mine, allLocales: all, districts, localeId: locale.id })
          }
        >
          {ev('list.new')}
        </Button>
      </Group>
      {pages.isPending ? (
        <LoadingBlock />
      ) : pages.isError ? (
        <LoadError error={pages.error} onRetry={() => void pages.refetch()} />
      ) : events.length === 0 ? (
        <Text c="dimmed">{ev('list.empty')}</Text>
      ) : (
        <>
          {shown.length === 0 && <Text c="dimmed">{ev('list.noMatch', { q })}</Text>}
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((event) => (
              <EventCard
                key={event.id}
                event={event}
                memberId={signedIn.profile.member.id}
                onEdit={() => setForm({ kind: 'edit', event })}
                onDelete={() => setDeleting(event)}
              />
            ))}
          </Stack>
          <LoadMoreButton query={pages} />
        </>
      )}
      <Modal
        opened={form !== null}
        onClose={() => setForm(null)}
        size="lg"
        title={
          form?.kind === 'edit' ? ev('form.editTitle', { title: form.event.title }) : ev('form.newTitle')
        }
      >
        {form && <EventForm mode={form} onDone={done} />}
      </Modal>
      <DeleteDialog
        key={deleting?.id ?? 'none'}
        event={deleting}
        onClose={() => setDeleting(null)}
        onDone={done}
      />
    </Stack>
  );
}

/** `admin-events`: a locale's events by period — create (one locale or a whole district), edit, delete or cancel. */
export default function EventsAdminPage() {
  const ev = useChurchEventsT();
  return (
    <PermissionGate permission="members.manage" title={ev('notAllowed.title')} body={ev('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={ev('page.title')} intro={ev('page.intro')} maw={900}>
          <EventsAdmin signedIn={signedIn} />
        </PageCard>
      )}
    </PermissionGate>
  );
}
