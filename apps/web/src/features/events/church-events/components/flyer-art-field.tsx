import { MEDIA_UPLOAD_LIMITS } from '@congregate/contracts';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { IconPhoto, IconTrash } from '../../../../components/ui/icons.ts';
import { UploadProgress } from '../../../../components/ui/upload-progress.tsx';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useUploadFlyerArt } from '../api/upload-flyer-art.ts';
import { useChurchEventsT } from '../i18n/index.ts';
import { mediaSrc } from '../lib/media-src.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** The event's flyer art: upload a picture (through the media service), see it, change or remove it. */
export function FlyerArtField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const ev = useChurchEventsT();
  const refusal = useRefusalMessage();
  const upload = useUploadFlyerArt();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (!ACCEPTED.includes(file.type)) return setProblem(ev('form.flyerType'));
    if (file.size > MEDIA_UPLOAD_LIMITS.imageMaxBytes) return setProblem(ev('form.flyerTooBig'));
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: (answer) => onChange(answer.url),
        onError: (error) => setProblem(refusal(error)),
        onSettled: () => setPercent(null),
      },
    );
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {ev('form.flyer')}
      </Text>
      <Text size="xs" c="dimmed">
        {ev('form.flyerHint')}
      </Text>
      {value && <Image src={mediaSrc(value)} alt={ev('form.flyerPreview')} maw={240} radius="md" />}
      {percent !== null && <UploadProgress percent={percent} />}
      <Group gap="xs">
        <FileButton onChange={choose} accept={ACCEPTED.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhoto size={16} />}
              loading={upload.isPending}
            >
              {value ? ev('form.flyerChange') : ev('form.flyerChoose')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onChange(null)}
          >
            {ev('form.flyerRemove')}
          </Button>
        )}
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
