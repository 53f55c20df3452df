import { GATHERING_LIMITS, type GatheringSummary, type Locale } from '@congregate/contracts';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconPencil, IconTrash } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { formatClock, formatWhen } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useGatherings } from '../api/get-gatherings.ts';
import { useRemoveGathering } from '../api/remove-gathering.ts';
import { useGatheringsT } from '../i18n/index.ts';
import { defaultDays, rangeOf } from '../lib/gathering-range.ts';
import { wallTimeOf } from '../../../../lib/format/zoned-time.ts';
import { GatheringForm } from './gathering-form.tsx';
import { IconCalendarPlus, IconListCheck, IconUsersGroup } from './icons.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days the list covers (`from` and `to` included), from the address or the default. */
function useDays(timeZone: string) {
  const [params, setParams] = useUrlParams();
  const [today] = useState(() => wallTimeOf(Date.now(), timeZone).slice(0, 10));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const fallback = defaultDays(today);
  const days = {
    from: DAY.test(from) ? from : fallback.from,
    to: DAY.test(to) ? to : fallback.to,
  };
  const setDay = (name: 'from' | 'to', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (DAY.test(value)) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { days, setDay };
}

/** What happened last, said above the list. */
type Outcome = { ok: boolean; text: string };

/**
 * A locale's gatherings in a range of days, newest first, each with its check-ins and first-timers; add an
 * ad-hoc one, change one, delete or cancel one (after asking), open its check-ins or its flocks' tick lists.
 */
export function GatheringsPanel({ locale }: { locale: Locale }) {
  const at = useGatheringsT();
  const { language } = useI18n();
  const loadError = useLoadErrorMessage();
  const timeZone = locale.timeZone;
  const { days, setDay } = useDays(timeZone);
  const range = rangeOf(days, timeZone);
  const gatherings = useGatherings(locale.id, typeof range === 'string' ? null : range);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<GatheringSummary | null>(null);
  const [removing, setRemoving] = useState<GatheringSummary | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const remove = useRemoveGathering();
  const items = gatherings.data?.pages.flatMap((page) => page.items) ?? [];
  const when = (g: GatheringSummary) =>
    at('gathering.when', {
      start: formatWhen(g.startsAt, language, timeZone, { zoneName: false }),
      end: formatClock(g.endsAt, language, timeZone),
    });
  // Deleted outright only when ad-hoc and nobody came (the server's rule); otherwise cancelled.
  const deletes = (g: GatheringSummary) => g.source === 'ad-hoc' && g.checkIns === 0;

  const confirmRemove = () => {
    if (!removing) return;
    const gathering = removing;
    remove.mutate(gathering.id, {
      onSuccess: (answer) => {
        setRemoving(null);
        setOutcome({
          ok: true,
          text:
            answer.outcome === 'deleted'
              ? at('gathering.deleted', { title: gathering.title })
              : at('gathering.cancelled', { title: gathering.title, count: gathering.checkIns }),
        });
      },
      onError: (error) => {
        setRemoving(null);
        setOutcome({ ok: false, text: loadError(error) });
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap" align="flex-start">
          <TextInput
            type="date"
            label={at('range.from')}
            value={days.from}
            onChange={(event) => setDay('from', event.currentTarget.value)}
            error={range === 'order' ? at('range.order') : undefined}
          />
          <TextInput
            type="date"
            label={at('range.to')}
            value={days.to}
            onChange={(event) => setDay('to', event.currentTarget.value)}
            error={range === 'span' ? at('range.span', { days: GATHERING_LIMITS.maxListDays }) : undefined}
          />
        </Group>
        <Button leftSection={<IconCalendarPlus size={18} />} onClick={() => setAdding(true)}>
          {at('gathering.add')}
        </Button>
      </Group>

      {outcome && (
        <Alert role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'teal' : 'red'}>
          {outcome.text}
        </Alert>
      )}

      {typeof range === 'string' ? null : gatherings.isPending ? (
        <LoadingBlock />
      ) : gatherings.isError ? (
        <LoadError error={gatherings.error} onRetry={() => void gatherings.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{at('gathering.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((g) => (
            <Paper key={g.id} component="li" withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <div>
                    <Title order={2} size="h5">
                      {g.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {when(g)}
                    </Text>
                  </div>
                  <Group gap={4}>
                    {g.source === 'ad-hoc' && (
                      <Badge variant="light" color="grape">
                        {at('gathering.adHoc')}
                      </Badge>
                    )}
                    {g.cancelledAt && (
                      <Badge variant="light" color="red">
                        {at('gathering.cancelledBadge')}
                      </Badge>
                    )}
                  </Group>
                </Group>
                <Text size="sm">
                  <Text span fw={700} fz="lg">
                    {g.checkIns}
                  </Text>{' '}
                  {at('gathering.checkIns')}
                  {' · '}
                  <Text span fw={700} fz="lg">
                    {g.firstTimers}
                  </Text>{' '}
                  {at('gathering.firstTimers')}
                </Text>
                <Group gap="xs" wrap="wrap">
                  <Button
                    component={Link}
                    to={`?${new URLSearchParams({ locale: locale.id, gathering: g.id }).toString()}`}
                    size="xs"
                    variant="light"
                    leftSection={<IconListCheck size={16} />}
                    aria-label={at('gathering.openOf', { title: g.title, when: when(g) })}
                  >
                    {at('gathering.open')}
                  </Button>
                  <Button
                    component={Link}
                    to={`/flock-attendance-modal?${new URLSearchParams({ locale: locale.id, gathering: g.id }).toString()}`}
                    size="xs"
                    variant="default"
                    leftSection={<IconUsersGroup size={16} />}
                    aria-label={at('gathering.flocksOf', { title: g.title, when: when(g) })}
                  >
                    {at('gathering.flocks')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPencil size={16} />}
                    onClick={() => setEditing(g)}
                    aria-label={at('gathering.editOf', { title: g.title, when: when(g) })}
                  >
                    {at('gathering.edit')}
                  </Button>
                  {!g.cancelledAt && (
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      leftSection={<IconTrash size={16} />}
                      onClick={() => setRemoving(g)}
                      aria-label={at(deletes(g) ? 'gathering.deleteOf' : 'gathering.cancelOf', {
                        title: g.title,
                        when: when(g),
                      })}
                    >
                      {deletes(g) ? at('gathering.delete') : at('gathering.cancel')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <LoadMoreButton query={gatherings} />

      <GatheringForm
        opened={adding}
        onClose={() => setAdding(false)}
        locale={locale}
        onSaved={(gathering) => {
          setAdding(false);
          setOutcome({ ok: true, text: at('gathering.added', { title: gathering.title }) });
        }}
      />
      <GatheringForm
        opened={editing !== null}
        onClose={() => setEditing(null)}
        locale={locale}
        gathering={editing ?? undefined}
        onSaved={(gathering) => {
          setEditing(null);
          setOutcome({ ok: true, text: at('gathering.changed', { title: gathering.title }) });
        }}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={removing && deletes(removing) ? at('gathering.deleteTitle') : at('gathering.cancelTitle')}
        confirmLabel={removing && deletes(removing) ? at('gathering.delete') : at('gathering.cancel')}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        loading={remove.isPending}
      >
        {removing &&
          (deletes(removing)
            ? at('gathering.deleteBody', { title: removing.title, when: when(removing) })
            : at('gathering.cancelBody', {
                title: removing.title,
                when: when(removing),
                count: removing.checkIns,
              }))}
      </ConfirmDialog>
    </Stack>
  );
}
