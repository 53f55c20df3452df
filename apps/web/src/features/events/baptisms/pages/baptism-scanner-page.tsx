import { NativeSelect, Stack, Text } from '@mantine/core';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import type { SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { useChurchEvents } from '../../../../lib/church-events/api/get-church-events.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { formatWhen } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { BaptismCamera } from '../components/baptism-camera.tsx';
import { BaptismAdminFrame } from '../components/baptism-admin-frame.tsx';
import { useBaptismsT } from '../i18n/index.ts';
import { adminLocale } from '../lib/admin-locale.ts';
import { heldToday, scannable } from '../lib/scannable-events.ts';

function Scanner({ signedIn }: { signedIn: SignedInAccess }) {
  const bt = useBaptismsT();
  const { language } = useI18n();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const { mine, locale } = adminLocale(signedIn, locales.data ?? [], params.get('locale'));
  const events = useChurchEvents(locale?.id ?? null, { hasBaptism: true });
  const set = (name: string, value: string) =>
    setParams((current) => {
      if (value) current.set(name, value);
      else current.delete(name);
      if (name === 'locale') current.delete('event');
      return current;
    });

  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;
  if (!locale) return <Text c="dimmed">{bt('locale.none')}</Text>;
  const now = new Date();
  const list = events.data ? scannable(events.data, now) : [];
  const event = list.find((e) => e.id === params.get('event')) ?? null;

  return (
    <Stack gap="md">
      {mine.length > 1 && (
        <NativeSelect
          label={bt('locale.label')}
          value={locale.id}
          onChange={(e) => set('locale', e.currentTarget.value)}
          data={mine.map((l) => ({ value: l.id, label: l.name }))}
        />
      )}
      {events.isPending ? (
        <LoadingBlock />
      ) : events.isError ? (
        <LoadError error={events.error} onRetry={() => void events.refetch()} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{bt('scanner.noEvents')}</Text>
      ) : (
        <NativeSelect
          label={bt('scanner.event')}
          value={event?.id ?? ''}
          onChange={(e) => set('event', e.currentTarget.value)}
          data={[
            { value: '', label: bt('scanner.chooseEvent') },
            ...list.map((e) => {
              const when = `${e.title} · ${formatWhen(e.startsAt, language, e.timeZone)}`;
              return { value: e.id, label: heldToday(e, now) ? bt('scanner.today', { title: when }) : when };
            }),
          ]}
        />
      )}
      {event && <BaptismCamera key={event.id} eventId={event.id} timeZone={event.timeZone} />}
    </Stack>
  );
}

/** `baptism-scanner`: an usher marks people baptized by scanning the QR of their printed forms at the event. */
export default function BaptismScannerPage() {
  return (
    <BaptismAdminFrame titleKey="scanner.title" introKey="scanner.intro">
      {(signedIn) => <Scanner signedIn={signedIn} />}
    </BaptismAdminFrame>
  );
}
