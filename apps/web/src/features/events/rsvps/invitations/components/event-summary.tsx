import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PublicEvent } from '@congregate/contracts';
import { ImageViewer } from '../../../../../components/ui/image-viewer.tsx';
import { IconCalendarEvent, IconMapPin } from '../../../../../components/ui/icons.ts';
import { formatEventPeriod, zoneAbbreviation } from '../../../../../lib/church-events/event-time.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useInvitationsT } from '../i18n/index.ts';

/** What a guest needs to know of an event: its flyer art (tap to zoom), title, when (in its zone), where, what. */
export function EventSummary({ event }: { event: PublicEvent }) {
  const it = useInvitationsT();
  const { language } = useI18n();
  return (
    <Stack gap="sm">
      {event.flyerUrl && (
        <ImageViewer src={event.flyerUrl} alt={it('event.flyerAlt', { title: event.title })} />
      )}
      <Title order={1} size="h2">
        {event.title}
      </Title>
      <Stack gap={4}>
        <Text fw={600} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <IconCalendarEvent size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <span>
            <VisuallyHidden>{it('event.when')}: </VisuallyHidden>
            {/* The zone is stated on the next line, for every guest. */}
            {formatEventPeriod(event.startsAt, event.endsAt, event.timeZone, language, { zoneName: false })}
          </span>
        </Text>
        <Text size="sm" c="dimmed">
          {it('event.zone', {
            zone: event.timeZone,
            abbr: zoneAbbreviation(event.startsAt, event.timeZone, language),
          })}
        </Text>
        <Text style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <IconMapPin size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <span>
            <VisuallyHidden>{it('event.where')}: </VisuallyHidden>
            {event.venue ?? it('event.localeVenue', { locale: event.localeName })}
          </span>
        </Text>
      </Stack>
      {event.description && <Text style={{ whiteSpace: 'pre-line' }}>{event.description}</Text>}
    </Stack>
  );
}
