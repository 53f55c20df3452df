import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FLYER_SIZES, type FlyerFormat, type PublicEvent } from '@congregate/contracts';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { CopyLinkField } from '../../../../components/ui/copy-link-field.tsx';
import { IconDownload, IconQrcode, IconShare } from '../../../../components/ui/icons.ts';
import { formatEventStart } from '../../../../lib/church-events/event-time.ts';
import { flyerImageUrl, invitationUrl } from '../../../../lib/church-events/invitation-url.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { downloadFlyer } from '../api/download-flyer.ts';
import { useFlyersT } from '../i18n/index.ts';
import { canWebShare, flyerFileName, shareFlyer } from '../lib/share-flyer.ts';

/**
 * One event's flyer for one member, drawn by the server in `format` (its QR is the member's invitation link),
 * with what to do with it: download the image, copy the link, share (the image where the device takes
 * files, else the link; no button without Web Share), or open the invite card to show face to face.
 */
export function FlyerShare({
  event,
  memberId,
  format,
  headingLevel = 2,
}: {
  event: PublicEvent;
  memberId: string;
  format: FlyerFormat;
  headingLevel?: 2 | 3;
}) {
  const ft = useFlyersT();
  const { language } = useI18n();
  const [shareFailed, setShareFailed] = useState(false);
  const [sharing, setSharing] = useState(false);
  // The image's bytes, fetched once the picture shows, so the share sheet opens straight from the tap.
  const file = useRef<File | null>(null);
  const imageUrl = flyerImageUrl(event.id, memberId, format);
  const link = invitationUrl(event.id, memberId);
  const fileName = flyerFileName(event.title, format);
  const { width, height } = FLYER_SIZES[format];
  const formatName = ft(format === 'square' ? 'format.square' : 'format.story');

  const loadFile = async () => {
    if (file.current || typeof navigator.canShare !== 'function') return file.current;
    try {
      const blob = await downloadFlyer(event.id, memberId, format);
      file.current = new File([blob], fileName, { type: 'image/png' });
    } catch {
      // The link alone is shared then.
    }
    return file.current;
  };

  const share = async () => {
    setShareFailed(false);
    setSharing(true);
    try {
      await shareFlyer({ file: await loadFile(), url: link, title: event.title });
    } catch {
      setShareFailed(true);
    } finally {
      setSharing(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <div>
          <Title order={headingLevel} size="h4">
            {event.title}
          </Title>
          <Text size="sm" c="dimmed">
            {formatEventStart(event.startsAt, event.timeZone, language)}
            {event.venue ? ` · ${event.venue}` : ''}
          </Text>
        </div>
        <img
          src={imageUrl}
          alt={ft('flyer.alt', { title: event.title, format: formatName })}
          width={width}
          height={height}
          loading="lazy"
          onLoad={() => void loadFile()}
          style={{
            width: '100%',
            height: 'auto',
            maxHeight: format === 'story' ? 560 : 420,
            objectFit: 'contain',
            borderRadius: 8,
            background: 'var(--mantine-color-gray-1)',
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Button
            component="a"
            href={imageUrl}
            download={fileName}
            leftSection={<IconDownload size={18} aria-hidden />}
            aria-label={ft('flyer.downloadLabel', { title: event.title })}
          >
            {ft('flyer.download')}
          </Button>
          {canWebShare() && (
            <Button
              variant="light"
              leftSection={<IconShare size={18} aria-hidden />}
              loading={sharing}
              onClick={() => void share()}
            >
              {ft('flyer.share')}
            </Button>
          )}
        </SimpleGrid>
        <CopyLinkField
          url={link}
          labels={{
            copy: ft('flyer.copy'),
            copied: ft('flyer.copied'),
            failed: ft('flyer.copyFailed'),
            field: ft('flyer.link'),
          }}
        />
        {shareFailed && (
          <Alert role="alert" color="orange">
            {ft('flyer.shareFailed')}
          </Alert>
        )}
        <Button
          component={Link}
          to={`/invite/${event.id}/${memberId}`}
          variant="subtle"
          leftSection={<IconQrcode size={18} aria-hidden />}
        >
          {ft('flyer.card')}
        </Button>
      </Stack>
    </Card>
  );
}
