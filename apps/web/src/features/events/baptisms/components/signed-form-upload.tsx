import type { Pep } from '@congregate/contracts';
import { Alert, Anchor, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { IconUpload } from '../../../../components/ui/icons.ts';
import { UploadProgress } from '../../../../components/ui/upload-progress.tsx';
import { getWebConfig } from '../../../../lib/api/index.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { photoUrl } from '../../../../lib/media/photo-url.ts';
import { useUploadBaptismalForm } from '../api/upload-baptismal-form.ts';
import { useBaptismsT } from '../i18n/index.ts';

const accepted = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;

/** The signed scan of the form: whether one is in, and an upload (PDF or picture, at most 10 MB). */
export function SignedFormUpload({ pep }: { pep: Pep }) {
  const bt = useBaptismsT();
  const refusal = useRefusalMessage();
  const upload = useUploadBaptismalForm(pep);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const current = upload.data?.pep.baptismalForm ?? pep.baptismalForm;

  const send = (file: File | null) => {
    if (!file) return;
    setDone(false);
    if (!accepted.includes(file.type)) return setProblem(bt('upload.wrongType'));
    if (file.size > MAX_BYTES) return setProblem(bt('upload.tooLarge'));
    setProblem(null);
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: () => setDone(true),
        onError: (error) => setProblem(refusal(error)),
        onSettled: () => setPercent(null),
      },
    );
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="signed-form-heading">
      <Title order={2} size="h4" id="signed-form-heading">
        {bt('upload.title')}
      </Title>
      {current ? (
        <Text>
          {bt('upload.current')}{' '}
          <Anchor href={photoUrl(current, getWebConfig().mediaHost)} target="_blank" rel="noopener">
            {bt('upload.open')}
          </Anchor>
        </Text>
      ) : (
        <Text c="dimmed">{bt('upload.none')}</Text>
      )}
      <Text size="sm" c="dimmed" id="signed-form-hint">
        {bt('upload.fileHint')}
      </Text>
      <Group>
        <FileButton onChange={send} accept={accepted.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={18} aria-hidden />}
              loading={upload.isPending}
              aria-describedby="signed-form-hint"
            >
              {current ? bt('upload.replace') : bt('upload.file')}
            </Button>
          )}
        </FileButton>
      </Group>
      {percent !== null && <UploadProgress percent={percent} />}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {done && (
        <Text role="status" c="teal">
          {bt('upload.done')}
        </Text>
      )}
    </Stack>
  );
}
