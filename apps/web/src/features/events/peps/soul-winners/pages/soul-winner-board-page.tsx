import type { Locale } from '@congregate/contracts';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconPrinter } from '../../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../../components/ui/page-card.tsx';
import { useSignedInAccess, type SignedInAccess } from '../../../../../components/ui/permission-gate.tsx';
import { scopeLocales } from '../../../../../lib/auth/admin-scope.ts';
import { useChurchEvents } from '../../../../../lib/church-events/api/get-church-events.ts';
import { useLocales } from '../../../../../lib/config/index.ts';
import { formatDay, formatDayIn } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../../lib/routing/use-url-params.ts';
import { useSoulWinnerBoard, type BoardQuery } from '../api/get-soul-winner-board.ts';
import classes from '../components/board.module.css';
import { BoardTables } from '../components/board-tables.tsx';
import { useSoulWinnersT } from '../i18n/index.ts';
import { isIsoDay, periodDays, periods, type Period } from '../lib/board.ts';

/** The locales whose board the person may see: their own, and those they administer. */
function boardLocales(signedIn: SignedInAccess, all: readonly Locale[]): { id: string; name: string }[] {
  const { member } = signedIn.profile;
  const own = { id: member.currentLocale, name: member.currentLocaleName };
  const administered = scopeLocales(signedIn.access, all).filter((l) => l.id !== own.id);
  return [own, ...administered.map((l) => ({ id: l.id, name: l.name }))];
}

function Board({ signedIn }: { signedIn: SignedInAccess }) {
  const st = useSoulWinnersT();
  const { language } = useI18n();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const mine = boardLocales(signedIn, locales.data ?? []);
  const locale = mine.find((l) => l.id === params.get('locale')) ?? mine[0]!;
  const period: Period = periods.find((p) => p === params.get('period')) ?? 'month';
  const events = useChurchEvents(period === 'event' ? locale.id : null);
  const eventId = params.get('event');
  const event = events.data?.find((e) => e.id === eventId) ?? null;

  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        if (value) current.set(name, value);
        else current.delete(name);
        return current;
      },
      { replace: true },
    );

  const customFrom = params.get('from');
  const customTo = params.get('to');
  const customOrder = isIsoDay(customFrom) && isIsoDay(customTo) && customFrom > customTo;
  const query: BoardQuery | null =
    period === 'event'
      ? event
        ? { localeId: locale.id, eventId: event.id }
        : null
      : period === 'custom'
        ? isIsoDay(customFrom) && isIsoDay(customTo) && !customOrder
          ? { localeId: locale.id, from: customFrom, to: customTo }
          : null
        : { localeId: locale.id, ...periodDays(period, new Date()) };
  const board = useSoulWinnerBoard(query);

  return (
    <Stack gap="lg">
      <Stack gap="sm" className="no-print" role="group" aria-label={st('controls.label')}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {mine.length > 1 && (
            <NativeSelect
              label={st('controls.locale')}
              value={locale.id}
              onChange={(e) => set('locale', e.currentTarget.value)}
              data={mine.map((l) => ({ value: l.id, label: l.name }))}
            />
          )}
          <NativeSelect
            label={st('controls.period')}
            value={period}
            onChange={(e) => set('period', e.currentTarget.value)}
            data={periods.map((p) => ({ value: p, label: st(`period.${p}`) }))}
          />
          {period === 'custom' && (
            <>
              <TextInput
                type="date"
                label={st('controls.from')}
                value={customFrom ?? ''}
                onChange={(e) => set('from', e.currentTarget.value)}
                error={customOrder ? st('controls.order') : undefined}
              />
              <TextInput
                type="date"
                label={st('controls.to')}
                value={customTo ?? ''}
                onChange={(e) => set('to', e.currentTarget.value)}
              />
            </>
          )}
          {period === 'event' && events.data && events.data.length > 0 && (
            <NativeSelect
              label={st('controls.event')}
              value={event?.id ?? ''}
              onChange={(e) => set('event', e.currentTarget.value)}
              data={[
                { value: '', label: st('controls.chooseEvent') },
                ...events.data.map((e) => ({
                  value: e.id,
                  label: `${e.title} · ${formatDayIn(e.startsAt, language, e.timeZone)}`,
                })),
              ]}
            />
          )}
        </Group>
        {period === 'event' && events.isPending && <LoadingBlock />}
        {period === 'event' && events.isError && (
          <LoadError error={events.error} onRetry={() => void events.refetch()} />
        )}
        {period === 'event' && events.data?.length === 0 && <Text c="dimmed">{st('controls.noEvents')}</Text>}
      </Stack>

      {query === null ? null : board.isPending ? (
        <LoadingBlock />
      ) : board.isError ? (
        <LoadError error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <Stack gap="md" className={classes.board}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text fw={600} role="status">
              {event
                ? st('board.ofEvent', { locale: board.data.locale.name, event: event.title })
                : st('board.range', {
                    locale: board.data.locale.name,
                    from: formatDay(board.data.from, language),
                    to: formatDay(board.data.to, language),
                  })}
            </Text>
            <Button
              className="no-print"
              variant="light"
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
              disabled={board.data.members.length === 0}
            >
              {st('board.print')}
            </Button>
          </Group>
          {board.data.members.length === 0 ? (
            <Text c="dimmed">{st('board.empty')}</Text>
          ) : (
            <BoardTables board={board.data} />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** `event-soulwinner`: the soul winners' board of a period or an event, for every member; printable. */
export default function SoulWinnerBoardPage() {
  const st = useSoulWinnersT();
  const signedIn = useSignedInAccess();
  return (
    <PageCard title={st('page.title')} intro={st('page.intro')} maw={1000}>
      {signedIn.status === 'loading' ? (
        <LoadingBlock />
      ) : signedIn.status === 'error' ? (
        <LoadError error={signedIn.error} onRetry={signedIn.retry} />
      ) : (
        <Board signedIn={signedIn} />
      )}
    </PageCard>
  );
}
