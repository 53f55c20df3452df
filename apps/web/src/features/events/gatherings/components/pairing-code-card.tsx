import type { KioskPairing } from '@congregate/contracts';
import { Alert, Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { QrImage } from '../../../../components/ui/qr-image.tsx';
import { formatClock } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useGatheringsT } from '../i18n/index.ts';
import classes from './pairing-code.module.css';

/**
 * A kiosk's one-time pairing code, shown once and big enough to type from across a table, with a QR of the
 * pairing link (a tablet's camera opens it) and when the code stops working (in `timeZone`, the kiosk's locale's).
 */
export function PairingCodeCard({
  pairing,
  timeZone,
  onDone,
}: {
  pairing: KioskPairing;
  timeZone: string;
  onDone: () => void;
}) {
  const at = useGatheringsT();
  const { language } = useI18n();
  return (
    <Alert
      color="indigo"
      variant="light"
      role="status"
      withCloseButton
      onClose={onDone}
      title={pairing.kiosk.name}
    >
      <Stack gap="sm" align="center" ta="center">
        <Text size="sm">{at('kiosk.codeIntro')}</Text>
        <Title
          order={3}
          ff="monospace"
          fz={{ base: 36, sm: 48 }}
          lts={4}
          aria-label={at('kiosk.codeLabel', { code: pairing.pairingCode.split('').join(' ') })}
          data-testid="pairing-code"
        >
          {pairing.pairingCode}
        </Title>
        <Center>
          <div className={classes.qr}>
            <QrImage value={pairing.pairingUrl} alt={at('kiosk.qrAlt', { name: pairing.kiosk.name })} />
          </div>
        </Center>
        {/* The alert's own text colour: the link colour on the indigo alert falls just short of 4.5:1. */}
        <Anchor href={pairing.pairingUrl} size="sm" c="inherit" style={{ wordBreak: 'break-all' }}>
          {pairing.pairingUrl}
        </Anchor>
        <Text size="sm" fw={600}>
          {at('kiosk.codeExpires', { time: formatClock(pairing.expiresAt, language, timeZone) })}
        </Text>
      </Stack>
    </Alert>
  );
}
