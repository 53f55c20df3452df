import type { QrLocation } from '@congregate/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconArrowLeft, IconPrinter } from '../../../../components/ui/icons.ts';
import { QrImage } from '../../../../components/ui/qr-image.tsx';
import { useGatheringsT } from '../i18n/index.ts';
import classes from './poster.module.css';

/**
 * A QR-location poster, print-friendly: the locale's name, the room, a big QR code of the poster's `qrloc`
 * link (spec settings: error correction M, margin 4, scale 4) and "Scan to check in". The app around it and
 * the buttons are left out of the printout.
 */
export function PosterPrintView({
  poster,
  localeName,
  backTo,
}: {
  poster: QrLocation;
  localeName: string;
  backTo: string;
}) {
  const at = useGatheringsT();
  return (
    <Stack gap="md">
      <Group justify="space-between" className="no-print">
        <Button component={Link} to={backTo} variant="subtle" leftSection={<IconArrowLeft size={18} />}>
          {at('poster.back')}
        </Button>
        <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
          {at('poster.printNow')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" className="no-print">
        {at('poster.printHint')}
      </Text>
      <section className={classes.poster} aria-label={at('poster.label', { room: poster.room })}>
        <Stack gap="md" align="center">
          <Title order={1} size="h1">
            {localeName}
          </Title>
          <Text fz={28} fw={700}>
            {poster.room}
          </Text>
          <div className={classes.qr}>
            <QrImage value={poster.url} alt={at('poster.qrAlt', { room: poster.room })} />
          </div>
          <Text fz={28} fw={700}>
            {at('poster.scan')}
          </Text>
          <Text size="sm" className={classes.url}>
            {poster.url}
          </Text>
        </Stack>
      </section>
    </Stack>
  );
}
