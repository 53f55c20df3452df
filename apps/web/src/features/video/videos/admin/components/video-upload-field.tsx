import type { VideoUpload } from '@congregate/contracts';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { IconUpload, IconX } from '../../../../../components/ui/icons.ts';
import { useRefusalMessage } from '../../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../../lib/i18n/index.ts';
import { uploadVideo } from '../api/upload-video.ts';
import { useVideosAdminT } from '../i18n/index.ts';
import { fileProblem, megabytes, serverErrors, UPLOAD_MAX_BYTES } from '../lib/video-form.ts';

type UploadState =
  | { step: 'idle' }
  | { step: 'sending'; file: File; percent: number }
  | { step: 'done'; upload: VideoUpload }
  | { step: 'cancelled' };

/**
 * The video file: checked (MP4, size) before anything is sent, then uploaded at once with a progress bar
 * (percent and megabytes) and a Cancel button that stops it. `onUploaded` hands the stored upload to the
 * describe form (null while there is none).
 */
export function VideoUploadField({
  onUploaded,
  error,
}: {
  onUploaded: (upload: VideoUpload | null) => void;
  /** A server's refusal about the file (the describe call: upload gone). */
  error?: string;
}) {
  const vt = useVideosAdminT();
  const t = useT();
  const refusal = useRefusalMessage();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef<AbortController | null>(null);
  const hintId = useId();
  useEffect(() => () => sending.current?.abort(), []);

  const choose = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    onUploaded(null);
    const wrong = fileProblem(file);
    if (wrong === 'type') return setProblem(vt('errors.notMp4'));
    if (wrong === 'size')
      return setProblem(vt('errors.tooLarge', { mb: Math.round(UPLOAD_MAX_BYTES / (1024 * 1024)) }));
    const controller = new AbortController();
    sending.current = controller;
    setState({ step: 'sending', file, percent: 0 });
    uploadVideo(file, {
      signal: controller.signal,
      onProgress: (percent) =>
        setState((current) => (current.step === 'sending' ? { ...current, percent } : current)),
    }).then(
      (upload) => {
        sending.current = null;
        setState({ step: 'done', upload });
        onUploaded(upload);
      },
      (failure: unknown) => {
        sending.current = null;
        if (failure instanceof DOMException && failure.name === 'AbortError') {
          setState({ step: 'cancelled' });
          return;
        }
        setState({ step: 'idle' });
        const errors = serverErrors(failure, t, vt, refusal);
        setProblem(errors.file ?? errors.form ?? Object.values(errors)[0] ?? refusal(failure));
      },
    );
  };

  const shown = problem ?? error ?? null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {vt('file.label')}
      </Text>
      <Text size="xs" c="dimmed" id={hintId}>
        {vt('file.hint', { mb: Math.round(UPLOAD_MAX_BYTES / (1024 * 1024)) })}
      </Text>
      {state.step === 'sending' && (
        <Stack gap={4}>
          <Progress value={state.percent} aria-label={vt('file.label')} animated striped />
          <Text size="sm" role="status">
            {vt('file.progress', {
              percent: state.percent,
              sent: megabytes((state.file.size * state.percent) / 100),
              total: megabytes(state.file.size),
            })}
          </Text>
          <Group>
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} />}
              onClick={() => sending.current?.abort()}
            >
              {vt('file.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
      {state.step === 'done' && (
        <Text size="sm" role="status">
          {vt('file.done', { name: state.upload.fileName })}
        </Text>
      )}
      {state.step === 'cancelled' && (
        <Text size="sm" role="status">
          {vt('file.cancelled')}
        </Text>
      )}
      {state.step !== 'sending' && (
        <Group>
          <FileButton onChange={choose} accept="video/mp4">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} />}
                aria-describedby={hintId}
              >
                {state.step === 'done' ? vt('file.another') : vt('file.placeholder')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {shown && (
        <Text size="sm" c="red" role="alert">
          {shown}
        </Text>
      )}
    </Stack>
  );
}
