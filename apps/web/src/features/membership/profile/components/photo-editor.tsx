import { MEDIA_LIMITS } from '@congregate/contracts';
import { Alert, Box, Button, FileButton, Group, Image, Modal, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Cropper from 'react-easy-crop';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconCamera, IconCircleCheck, IconPhoto, IconTrash } from '../../../../components/ui/icons.ts';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { UploadProgress } from '../../../../components/ui/upload-progress.tsx';
import { getWebConfig } from '../../../../lib/api/index.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { photoUrl } from '../../../../lib/media/photo-url.ts';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { useDeletePhoto } from '../api/delete-photo.ts';
import { useUploadPhoto } from '../api/upload-photo.ts';
import { useProfileT } from '../i18n/index.ts';
import { cropToSquare, type PixelArea } from '../lib/crop-image.ts';
import { checkPhoto, megabytes } from '../lib/file-checks.ts';

/**
 * The member's photo: pick a file or take a picture, crop it square, upload with progress; or remove it.
 * Wrong types and files over the limit are refused before anything is sent.
 */
export function PhotoEditor({ target }: { target: MemberTarget }) {
  const t = useT();
  const pt = useProfileT();
  const loadError = useLoadErrorMessage();
  const upload = useUploadPhoto(target.memberId);
  const remove = useDeletePhoto(target.memberId);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const { member } = target.profile;
  const name = `${member.firstName} ${member.lastName}`.trim();
  const max = megabytes(MEDIA_LIMITS.photoMaxBytes);

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const choose = async (file: File | null) => {
    setStatus(null);
    setProblem(null);
    if (!file) return;
    const found = await checkPhoto(file);
    if (found === 'wrongType') return setProblem(pt('photo.wrongType'));
    if (found === 'tooLarge') return setProblem(pt('photo.tooLarge', { max }));
    if (found === 'notImage') return setProblem(pt('photo.notImage'));
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setSource(URL.createObjectURL(file));
  };

  const send = async () => {
    if (!source) return;
    setProblem(null);
    let cropped: Blob;
    try {
      cropped = await cropToSquare(source, area);
    } catch {
      setProblem(pt('photo.readFailed'));
      return;
    }
    setSource(null);
    setProgress(0);
    upload.mutate(
      { photo: cropped, onProgress: setProgress },
      {
        onSuccess: () => setStatus(pt('photo.uploaded')),
        onError: (error) => setProblem(loadError(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const removePhoto = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmRemove(false);
        setStatus(pt('photo.removed'));
      },
      onError: (error) => {
        setConfirmRemove(false);
        setProblem(loadError(error));
      },
    });
  };

  const busy = progress !== null || remove.isPending;
  return (
    <Stack gap="md">
      <Group align="center" gap="lg" wrap="wrap">
        <Image
          src={photoUrl(member.photo, getWebConfig().mediaHost)}
          alt={pt('photo.alt', { name })}
          w={160}
          h={160}
          radius="lg"
          fit="cover"
        />
        <Stack gap="xs">
          {!member.photo && <Text c="dimmed">{pt('photo.none')}</Text>}
          <Text size="sm" c="dimmed">
            {pt('photo.rules', { max })}
          </Text>
          <Group gap="sm">
            <FileButton
              onChange={(file) => void choose(file)}
              accept="image/*"
              inputProps={{ 'aria-label': pt('photo.choose') }}
            >
              {(props) => (
                <Button {...props} leftSection={<IconPhoto size={18} aria-hidden />} disabled={busy}>
                  {pt('photo.choose')}
                </Button>
              )}
            </FileButton>
            <FileButton
              onChange={(file) => void choose(file)}
              accept="image/*"
              capture="user"
              inputProps={{ 'aria-label': pt('photo.take') }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconCamera size={18} aria-hidden />}
                  disabled={busy}
                >
                  {pt('photo.take')}
                </Button>
              )}
            </FileButton>
            {member.photo && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setConfirmRemove(true)}
                disabled={busy}
              >
                {pt('photo.remove')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>

      {progress !== null && <UploadProgress percent={progress} />}
      {problem && (
        <Alert role="alert" color="red">
          {problem}
        </Alert>
      )}
      {status && (
        <Alert role="status" color="teal" icon={<IconCircleCheck />}>
          {status}
        </Alert>
      )}

      <Modal opened={source !== null} onClose={() => setSource(null)} title={pt('photo.cropTitle')} size="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {pt('photo.cropHint')}
          </Text>
          <Box pos="relative" h={{ base: 280, sm: 360 }} style={{ borderRadius: 8, overflow: 'hidden' }}>
            {source && (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_area, pixels) => setArea(pixels)}
              />
            )}
          </Box>
          <div>
            <Text size="sm" id="photo-zoom-label">
              {pt('photo.zoom')}
            </Text>
            <Slider
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={setZoom}
              label={null}
              thumbProps={{ 'aria-labelledby': 'photo-zoom-label' }}
            />
          </div>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setSource(null)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void send()}>{pt('photo.use')}</Button>
          </Group>
        </Stack>
      </Modal>

      <ConfirmDialog
        opened={confirmRemove}
        title={pt('photo.removeTitle')}
        confirmLabel={pt('photo.remove')}
        onConfirm={removePhoto}
        onCancel={() => setConfirmRemove(false)}
        loading={remove.isPending}
      >
        {pt('photo.removeBody')}
      </ConfirmDialog>
    </Stack>
  );
}
