import type { Locale } from '@congregate/contracts';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconCalendarEvent } from '../../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { formatWhen } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useLatestGatherings } from '../api/get-latest-gatherings.ts';
import { useAttendanceT } from '../i18n/index.ts';
import { IconChartLine, IconUsers } from './icons.ts';

/** An admin's locale: its latest gatherings with their counts, and the way to the records and reports. */
export function LocaleGatherings({
  locales,
  locale,
  onChoose,
}: {
  /** The locales the admin looks after. */
  locales: readonly Locale[];
  locale: Locale;
  onChoose: (localeId: string) => void;
}) {
  const at = useAttendanceT();
  const { language } = useI18n();
  const gatherings = useLatestGatherings(locale.id);
  return (
    <Stack component="section" gap="sm" aria-labelledby="locale-gatherings-heading">
      <Title order={2} size="h3" id="locale-gatherings-heading">
        {at('locale.title', { locale: locale.name })}
      </Title>
      {locales.length > 1 && (
        <NativeSelect
          label={at('locale.choose')}
          value={locale.id}
          onChange={(event) => onChoose(event.currentTarget.value)}
          data={locales.map((l) => ({ value: l.id, label: l.name }))}
          maw={360}
        />
      )}
      {gatherings.isPending ? (
        <LoadingBlock />
      ) : gatherings.isError ? (
        <LoadError error={gatherings.error} onRetry={() => void gatherings.refetch()} />
      ) : gatherings.data.length === 0 ? (
        <Text c="dimmed">{at('locale.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {gatherings.data.map((g) => (
            <Paper component="li" key={g.id} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>{g.title}</Text>
                  <Text size="sm" c="dimmed">
                    {formatWhen(g.startsAt, language, locale.timeZone)}
                  </Text>
                </div>
                <Group gap="xs">
                  {g.cancelledAt && (
                    <Badge variant="light" color="gray">
                      {at('locale.cancelled')}
                    </Badge>
                  )}
                  <Badge variant="light">{at('locale.checkIns', { count: g.checkIns })}</Badge>
                  {g.firstTimers > 0 && (
                    <Badge variant="light" color="teal">
                      {at('locale.firstTimers', { count: g.firstTimers })}
                    </Badge>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group gap="sm">
        <Button
          component={Link}
          to={`/admin-attendances?locale=${locale.id}`}
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
        >
          {at('locale.manage')}
        </Button>
        <Button
          component={Link}
          variant="light"
          to={`/locale-attendance?locale=${locale.id}`}
          leftSection={<IconChartLine size={18} aria-hidden />}
        >
          {at('locale.trend')}
        </Button>
        <Button
          component={Link}
          variant="light"
          to={`/summary-report?scope=locale&id=${locale.id}`}
          leftSection={<IconUsers size={18} aria-hidden />}
        >
          {at('locale.summary')}
        </Button>
      </Group>
    </Stack>
  );
}
