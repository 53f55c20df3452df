import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconCalendarEvent, IconQrcode } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useTimeZones } from '../../../../lib/config/index.ts';
import { formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useMemberAttendance } from '../api/get-member-attendance.ts';
import { useMemberAttendanceT, type MemberAttendanceKey } from '../i18n/index.ts';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';

function CheckIns({ memberId, isSelf }: { memberId: string; isSelf: boolean }) {
  const at = useMemberAttendanceT();
  const { language } = useI18n();
  const attendance = useMemberAttendance(memberId);
  const items = attendance.data?.pages.flatMap((page) => page.items) ?? [];
  // Each check-in in its gathering's locale's zone (a visit elsewhere shows that church's clock).
  const zoneOf = useTimeZones(items.map((checkIn) => checkIn.localeId));
  if (attendance.isPending) return <LoadingBlock />;
  if (attendance.isError)
    return <LoadError error={attendance.error} onRetry={() => void attendance.refetch()} />;
  const total = attendance.data.pages[0]?.total ?? items.length;

  if (items.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconQrcode size={28} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {at('myAttendance.emptyTitle')}
          </Title>
          <Text c="dimmed">{at('myAttendance.empty')}</Text>
          {isSelf && (
            <Button component={Link} to="/view-qr" leftSection={<IconQrcode size={18} aria-hidden />}>
              {at('myAttendance.openCard')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {at('myAttendance.total', { count: total })}
      </Text>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((checkIn) => (
          <Paper key={checkIn.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
                <IconCalendarEvent size={22} aria-hidden />
                <div>
                  <Text fw={600}>{checkIn.gatheringName}</Text>
                  <Text size="sm" c="dimmed">
                    {checkIn.localeName} ·{' '}
                    {formatMoment(checkIn.startsAt, language, zoneOf(checkIn.localeId))}
                  </Text>
                  <Text size="sm">
                    {at('myAttendance.checkedIn', {
                      time: formatMoment(checkIn.checkedInAt, language, zoneOf(checkIn.localeId)),
                    })}
                  </Text>
                </div>
              </Group>
              <Badge variant="light">
                {at(`myAttendance.method.${checkIn.method}` as MemberAttendanceKey)}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Text size="sm" c="dimmed" role="status">
        {at('myAttendance.shown', { shown: items.length, total })}
      </Text>
      <LoadMoreButton query={attendance} />
    </Stack>
  );
}

/** `tabs/my-attendance`: the member's own check-ins, newest first, a page at a time. */
export default function MyAttendancePage() {
  const at = useMemberAttendanceT();
  return (
    <PageCard title={at('myAttendance.title')} intro={at('myAttendance.intro')}>
      <MemberTargetGate>
        {(target) => <CheckIns memberId={target.memberId} isSelf={target.isSelf} />}
      </MemberTargetGate>
    </PageCard>
  );
}
