import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { formatWhen } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import type { EventChoice } from '../../lib/church-events/use-event-choice.ts';
import { LoadError, LoadingBlock } from '../ui/load-error.tsx';

/** What the picker says, in the page's words. */
export interface EventPickerWords {
  locale: string;
  event: string;
  /** Said when the locale has no events in the period. */
  none: string;
  cancelled: (title: string) => string;
}

/** The locale (when the admin has several) and event selects of an event page. */
export function EventPicker({ choice, words }: { choice: EventChoice; words: EventPickerWords }) {
  const { language } = useI18n();
  const { mine, locale, events, event } = choice;
  const list = events.data ?? [];
  const options = list.map((e) => {
    const label = `${e.title} · ${formatWhen(e.startsAt, language, e.timeZone)}`;
    return { value: e.id, label: e.cancelledAt ? words.cancelled(label) : label };
  });
  if (event && !list.some((e) => e.id === event.id))
    options.unshift({
      value: event.id,
      label: `${event.title} · ${formatWhen(event.startsAt, language, event.timeZone)}`,
    });
  return (
    <SimpleGrid cols={{ base: 1, sm: mine.length > 1 ? 2 : 1 }}>
      {mine.length > 1 && locale && (
        <NativeSelect
          label={words.locale}
          value={locale.id}
          onChange={(e) => choice.chooseLocale(e.currentTarget.value)}
          data={mine.map((l) => ({ value: l.id, label: l.name }))}
        />
      )}
      {events.isPending ? (
        <LoadingBlock />
      ) : events.isError ? (
        <LoadError error={events.error} onRetry={() => void events.refetch()} />
      ) : options.length === 0 ? (
        <Text c="dimmed">{words.none}</Text>
      ) : (
        <NativeSelect
          label={words.event}
          value={choice.eventId ?? ''}
          onChange={(e) => choice.chooseEvent(e.currentTarget.value)}
          data={options}
        />
      )}
    </SimpleGrid>
  );
}
