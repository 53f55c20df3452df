import { Alert, Badge, Button, List, Stack, Text } from '@mantine/core';
import { formatClock } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useKioskT, useProblemText } from '../i18n/index.ts';
import type { StationState } from '../lib/kiosk-station.ts';

/** Online, or "offline — 12 waiting"; the count of scans still to send. */
export function ConnectionBadge({ online, waiting }: { online: boolean; waiting: number }) {
  const kt = useKioskT();
  const label = !online
    ? waiting > 0
      ? kt('status.offline', { count: waiting })
      : kt('status.offlineNone')
    : waiting > 0
      ? kt('status.sending', { count: waiting })
      : kt('status.online');
  return (
    <Badge
      size="lg"
      variant="light"
      color={online ? 'teal' : 'orange'}
      role="status"
      data-testid="kiosk-connection"
      style={{ textTransform: 'none' }}
    >
      {label}
    </Badge>
  );
}

/** Scans the server refused (kept so that an usher sees who was not recorded, and why). */
export function RefusedScans({
  refused,
  timeZone,
  onDismiss,
}: {
  refused: StationState['refused'];
  timeZone: string;
  onDismiss: () => void;
}) {
  const kt = useKioskT();
  const problemText = useProblemText();
  const { language } = useI18n();
  if (refused.length === 0) return null;
  return (
    <Alert color="orange" title={kt('refused.title', { count: refused.length })}>
      <Stack gap="xs" align="flex-start">
        <List size="sm">
          {refused.map((scan) => (
            <List.Item key={scan.clientId}>
              <Text size="sm" span fw={600}>
                {scan.who.displayName}
              </Text>{' '}
              ({formatClock(scan.scannedAt, language, timeZone)}): {problemText(scan.problem)}
            </List.Item>
          ))}
        </List>
        <Button size="xs" variant="light" color="orange" onClick={onDismiss}>
          {kt('refused.dismiss')}
        </Button>
      </Stack>
    </Alert>
  );
}
