import { Alert, Loader, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { flyerFormats, type FlyerFormat } from '@congregate/contracts';
import { useSearchParams } from 'react-router';
import { IconAlertCircle, IconInfoCircle } from '../../../../components/ui/icons.ts';
import { useProfile } from '../../../../lib/auth/index.ts';
import { useUpcomingEvents } from '../../../../lib/church-events/api/get-upcoming-events.ts';
import { formatEventStart } from '../../../../lib/church-events/event-time.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import { FlyerShare } from '../components/flyer-share.tsx';
import { useFlyersT } from '../i18n/index.ts';

const isFormat = (value: string | null): value is FlyerFormat => flyerFormats.includes(value as FlyerFormat);

/**
 * `flyer-modal` (a member; from home's "Invite friends" and the share pages): choose one of your locale's
 * upcoming events and a format, see your flyer, then download, copy or share it. The choice is kept in the
 * address (`?event=&format=`), so back and a reload keep it.
 */
export default function FlyerMakerPage() {
  const ft = useFlyersT();
  const t = useT();
  const { language } = useI18n();
  const { data: profile } = useProfile();
  const memberId = profile?.member.id ?? null;
  const upcoming = useUpcomingEvents(memberId);
  const [params, setParams] = useSearchParams();
  const formatParam = params.get('format');
  const format: FlyerFormat = isFormat(formatParam) ? formatParam : 'square';
  const choose = (key: 'event' | 'format', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  if (!memberId || upcoming.isPending) return <Loader aria-label={t('common.loading')} />;
  if (upcoming.isError)
    return (
      <Alert role="alert" color="red" icon={<IconAlertCircle />}>
        {refusalMessage(t, upcoming.error)}
      </Alert>
    );
  const items = upcoming.data.items;
  // The only event is chosen at once.
  const event =
    items.find((item) => item.id === params.get('event')) ?? (items.length === 1 ? items[0] : undefined);
  return (
    <Stack gap="md" maw={640} mx="auto">
      <Title order={1} size="h2">
        {ft('maker.title')}
      </Title>
      <Text size="sm">{ft('page.intro')}</Text>
      {items.length === 0 ? (
        <Alert role="status" color="gray" icon={<IconInfoCircle />}>
          {ft('page.empty')}
        </Alert>
      ) : (
        <>
          <Select
            label={ft('maker.event')}
            placeholder={ft('maker.eventPlaceholder')}
            data={items.map((item) => ({
              value: item.id,
              label: `${item.title} — ${formatEventStart(item.startsAt, item.timeZone, language)}`,
            }))}
            value={event?.id ?? null}
            onChange={(value) => choose('event', value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="flyer-format-label">
              {ft('format.label')}
            </Text>
            <SegmentedControl
              aria-labelledby="flyer-format-label"
              value={format}
              onChange={(value) => choose('format', value)}
              data={[
                { value: 'square', label: ft('format.square') },
                { value: 'story', label: ft('format.story') },
              ]}
            />
          </Stack>
          {event ? (
            <FlyerShare event={event} memberId={memberId} format={format} />
          ) : (
            <Text c="dimmed">{ft('maker.chooseEvent')}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
