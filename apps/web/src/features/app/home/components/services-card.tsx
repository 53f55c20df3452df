import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { IconCalendarEvent } from '../../../../components/ui/icons.ts';
import { useLocale } from '../../../../lib/config/index.ts';
import { formatClock } from '../../../../lib/format/date.ts';
import { instantOfWallTime } from '../../../../lib/format/zoned-time.ts';
import { useI18n, type Language } from '../../../../lib/i18n/index.ts';
import { upcomingServices, type UpcomingService } from '../lib/upcoming-services.ts';

function dayLabel(service: UpcomingService, language: string, t: ReturnType<typeof useI18n>['t']): string {
  if (service.inProgress) return t('home.inProgress');
  if (service.daysFromToday === 0) return t('home.today');
  if (service.daysFromToday === 1) return t('home.tomorrow');
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${service.date}T00:00:00Z`));
}

/** When a service starts, on the locale's clock (named when the device's is another): "9:00 AM". */
function startLabel(service: UpcomingService, timeZone: string, language: Language): string {
  const at = instantOfWallTime(`${service.date}T${service.time}`, timeZone);
  return at ? formatClock(at, language, timeZone) : service.time;
}

/** This week's services of the member's locale, in the locale's time zone. */
export function ServicesCard({ localeId }: { localeId: string }) {
  const { t, language } = useI18n();
  const locale = useLocale(localeId);
  const services = useMemo(
    () => (locale.data ? upcomingServices(locale.data.serviceSchedule, locale.data.timeZone) : []),
    [locale.data],
  );
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalendarEvent size={20} aria-hidden />
          <Title order={2} size="h4">
            {t('home.services')}
          </Title>
        </Group>
        {locale.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
        {locale.isError && (
          <Alert color="red" role="alert">
            {t('home.servicesFailed')}
          </Alert>
        )}
        {locale.data && services.length === 0 && <Text c="dimmed">{t('home.noServices')}</Text>}
        {services.length > 0 && (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {services.map((service) => (
              <Group
                key={`${service.day}-${service.time}-${service.name}`}
                component="li"
                justify="space-between"
                wrap="nowrap"
              >
                <div>
                  <Text fw={600}>{service.name}</Text>
                  <Text size="sm" c="dimmed">
                    {dayLabel(service, language, t)} · {startLabel(service, locale.data!.timeZone, language)}{' '}
                    · {t('home.duration', { minutes: service.durationMinutes })}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        )}
        {locale.data && (
          <Text size="xs" c="dimmed">
            {t('home.servicesTimeZone', { timeZone: locale.data.timeZone })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
