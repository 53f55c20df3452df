import { Button, Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import type { SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { useChurchEvents } from '../../../../lib/church-events/api/get-church-events.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useBaptismMonitoring, type MonitoringQuery } from '../api/get-baptism-monitoring.ts';
import { MonitoringReport } from '../components/monitoring-report.tsx';
import { BaptismAdminFrame } from '../components/baptism-admin-frame.tsx';
import { useBaptismsT } from '../i18n/index.ts';
import { adminLocale } from '../lib/admin-locale.ts';

function Monitoring({ signedIn }: { signedIn: SignedInAccess }) {
  const bt = useBaptismsT();
  const { language } = useI18n();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const { mine, locale } = adminLocale(signedIn, locales.data ?? [], params.get('locale'));
  const by = params.get('batch') !== null || params.get('by') === 'batch' ? 'batch' : 'event';
  const events = useChurchEvents(by === 'event' ? (locale?.id ?? null) : null, { hasBaptism: true });
  const batch = params.get('batch');
  const [batchText, setBatchText] = useState(batch ?? '');
  const event = events.data?.find((e) => e.id === params.get('event')) ?? null;
  const query: MonitoringQuery | null =
    by === 'event' ? (event ? { eventId: event.id } : null) : batch ? { batchName: batch } : null;
  const monitoring = useBaptismMonitoring(query);
  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      change(current);
      return current;
    });

  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;
  if (!locale) return <Text c="dimmed">{bt('locale.none')}</Text>;

  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {mine.length > 1 && (
          <NativeSelect
            label={bt('locale.label')}
            value={locale.id}
            onChange={(e) => {
              const value = e.currentTarget.value;
              update((next) => {
                next.set('locale', value);
                next.delete('event');
              });
            }}
            data={mine.map((l) => ({ value: l.id, label: l.name }))}
          />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="monitoring-by">
            {bt('monitoring.by')}
          </Text>
          <SegmentedControl
            aria-labelledby="monitoring-by"
            value={by}
            onChange={(value) =>
              update((next) => {
                next.delete('event');
                next.delete('batch');
                next.set('by', value);
              })
            }
            data={[
              { value: 'event', label: bt('monitoring.byEvent') },
              { value: 'batch', label: bt('monitoring.byBatch') },
            ]}
          />
        </Stack>
        {by === 'event' && events.data && events.data.length > 0 && (
          <NativeSelect
            label={bt('monitoring.event')}
            value={event?.id ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              update((next) => (value ? next.set('event', value) : next.delete('event')));
            }}
            data={[
              { value: '', label: bt('monitoring.chooseEvent') },
              ...events.data.map((e) => ({
                value: e.id,
                label: `${e.title} · ${formatDayIn(e.startsAt, language, e.timeZone)}`,
              })),
            ]}
          />
        )}
        {by === 'batch' && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const value = batchText.trim();
              update((next) => (value ? next.set('batch', value) : next.delete('batch')));
            }}
          >
            <Group gap="xs" align="flex-end">
              <TextInput
                label={bt('monitoring.batch')}
                description={bt('monitoring.batchHint')}
                value={batchText}
                onChange={(e) => setBatchText(e.currentTarget.value)}
              />
              <Button type="submit">{bt('monitoring.show')}</Button>
            </Group>
          </form>
        )}
      </Group>
      {by === 'event' && events.isPending && <LoadingBlock />}
      {by === 'event' && events.isError && (
        <LoadError error={events.error} onRetry={() => void events.refetch()} />
      )}
      {by === 'event' && events.data?.length === 0 && <Text c="dimmed">{bt('monitoring.noEvents')}</Text>}
      {query &&
        (monitoring.isPending ? (
          <LoadingBlock />
        ) : monitoring.isError ? (
          <LoadError error={monitoring.error} onRetry={() => void monitoring.refetch()} />
        ) : (
          <MonitoringReport data={monitoring.data} title={event?.title ?? batch ?? ''} />
        ))}
    </Stack>
  );
}

/** `baptism-monitoring`: per baptism event or batch — scheduled, form uploaded, baptized, converted, missing forms. */
export default function BaptismMonitoringPage() {
  return (
    <BaptismAdminFrame titleKey="monitoring.title" introKey="monitoring.intro" maw={1000}>
      {(signedIn) => <Monitoring signedIn={signedIn} />}
    </BaptismAdminFrame>
  );
}
