import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PepVisit } from '@congregate/contracts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useDecidePepVisit, usePepVisits } from '../api/pep-visits.ts';
import { usePepsT } from '../i18n/index.ts';

type Contact = { mobile: string | null; email: string | null };

/** One side of the comparison: what the church has, or what the form gave. */
function ContactColumn({ label, contact }: { label: string; contact: Contact }) {
  const pt = usePepsT();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text size="sm">{pt('visits.mobile', { value: contact.mobile ?? pt('visits.none') })}</Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {pt('visits.email', { value: contact.email ?? pt('visits.none') })}
      </Text>
    </Stack>
  );
}

/**
 * "New contact details given — apply?": a public form this known prospect sent again gave a mobile or e-mail that
 * is not theirs now. A public form never writes over what the church stores; staff (admins over the locale)
 * compare old and new and apply or dismiss it (audited). Others see nothing here.
 */
export function ContactOffers({
  pepId,
  isAdmin,
  timeZone,
}: {
  pepId: string;
  isAdmin: boolean;
  /** The prospect's locale's: the day a form was sent is that locale's day. */
  timeZone: string;
}) {
  const pt = usePepsT();
  const { language } = useI18n();
  const refusal = useRefusalMessage();
  const visits = usePepVisits(pepId);
  const decide = useDecidePepVisit(pepId);
  if (!isAdmin || !visits.data) return null;
  const offers = visits.data.items.filter((visit) => visit.contactDiffers);
  if (offers.length === 0) return null;
  const when = (visit: PepVisit) => formatDayIn(visit.createdAt, language, timeZone);
  return (
    <Stack gap="sm">
      {decide.isError && (
        <Alert color="red" role="alert">
          {refusal(decide.error)}
        </Alert>
      )}
      {offers.map((visit) => (
        <Alert key={visit.id} color="yellow" title={pt('visits.offerTitle')}>
          <Stack gap="sm">
            <Text size="sm">
              {pt(visit.source === 'event-rsvp' ? 'visits.fromRsvp' : 'visits.fromVisitorForm', {
                name: `${visit.firstName} ${visit.lastName}`,
                date: when(visit),
              })}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <ContactColumn label={pt('visits.current')} contact={visits.data.current} />
              <ContactColumn label={pt('visits.given')} contact={visit} />
            </SimpleGrid>
            <Group gap="sm">
              <Button
                size="xs"
                loading={decide.isPending}
                onClick={() => decide.mutate({ visitId: visit.id, apply: true })}
              >
                {pt('visits.apply')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={decide.isPending}
                onClick={() => decide.mutate({ visitId: visit.id, apply: false })}
              >
                {pt('visits.dismiss')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
