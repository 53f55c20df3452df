import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconChevronRight } from '../../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../../components/ui/page-card.tsx';
import {
  NotAllowed,
  useSignedInAccess,
  type SignedInAccess,
} from '../../../../../components/ui/permission-gate.tsx';
import { hasSession } from '../../../../../lib/auth/index.ts';
import { useChurchEvents } from '../../../../../lib/church-events/api/get-church-events.ts';
import { useLocales } from '../../../../../lib/config/index.ts';
import { formatClock } from '../../../../../lib/format/date.ts';
import { todayIn } from '../../../../../lib/format/zoned-time.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../../lib/routing/use-url-params.ts';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';
import { useDoorT } from '../i18n/index.ts';
import { isUsher, usherLocales } from '../lib/usher-locales.ts';

function TodaysEvents({ signedIn }: { signedIn: SignedInAccess }) {
  const et = useDoorT();
  const { language } = useI18n();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const mine = usherLocales(signedIn, locales.data ?? []);
  const locale = mine.find((l) => l.id === params.get('locale')) ?? mine[0] ?? null;
  const zone = locale?.timeZone ?? 'UTC';
  // Today in the locale's zone.
  const today = todayIn(zone);
  const events = useChurchEvents(locale?.id ?? null, today);

  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;
  if (!locale) return <Text c="dimmed">{et('events.noLocale')}</Text>;
  const list = (events.data ?? []).filter((e) => !e.cancelledAt);
  return (
    <Stack gap="md">
      {mine.length > 1 && (
        <NativeSelect
          label={et('events.locale')}
          value={locale.id}
          onChange={(e) => {
            const id = e.currentTarget.value;
            setParams((current) => {
              current.set('locale', id);
              return current;
            });
          }}
          data={mine.map((l) => ({ value: l.id, label: l.name }))}
        />
      )}
      {events.isPending ? (
        <LoadingBlock />
      ) : events.isError ? (
        <LoadError error={events.error} onRetry={() => void events.refetch()} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{et('events.none', { locale: locale.name })}</Text>
      ) : (
        <Stack gap="xs">
          {list.map((event) => (
            <Button
              key={event.id}
              component={Link}
              to={`/entry/${event.id}`}
              variant="default"
              size="lg"
              justify="space-between"
              rightSection={<IconChevronRight size={18} />}
            >
              {et('events.option', {
                title: event.title,
                starts: formatClock(event.startsAt, language, event.timeZone, { zoneName: false }),
                ends: formatClock(event.endsAt, language, event.timeZone),
              })}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SignedInEntry() {
  const et = useDoorT();
  const state = useSignedInAccess();
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  if (!isUsher(state)) return <NotAllowed title={et('notAllowed.title')} body={et('notAllowed.body')} />;
  return (
    <PageCard title={et('title')} intro={et('events.intro')}>
      <TodaysEvents signedIn={state} />
    </PageCard>
  );
}

/** `entry`: an usher chooses one of today's events of their locale, then admits guests at its door. */
export default function DoorEventsPage() {
  return hasSession() ? <SignedInEntry /> : <SignInPrompt />;
}
