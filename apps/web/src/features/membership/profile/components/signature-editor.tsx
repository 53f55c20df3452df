import { Alert, Box, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconCircleCheck, IconEraser, IconPencil, IconTrash } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { useDeleteSignature } from '../api/delete-signature.ts';
import { useSignature } from '../api/get-signature.ts';
import { useSaveSignature } from '../api/save-signature.ts';
import { useProfileT } from '../i18n/index.ts';

/** A drawing surface sized to its box and the screen's pixel density (capped, to keep the PNG small). */
function DrawingPad({ onReady }: { onReady: (pad: SignaturePad | null) => void }) {
  const pt = useProfileT();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current!;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.max(1, canvas.offsetWidth) * ratio;
    canvas.height = Math.max(1, canvas.offsetHeight) * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#111', minWidth: 0.8, maxWidth: 2.6 });
    onReady(pad);
    return () => {
      pad.off();
      onReady(null);
    };
  }, [onReady]);
  return (
    <Paper withBorder radius="md" bg="white" style={{ overflow: 'hidden' }}>
      <canvas
        ref={canvasRef}
        aria-label={pt('signature.pad')}
        role="img"
        style={{ display: 'block', width: '100%', height: 220, touchAction: 'none', cursor: 'crosshair' }}
      />
    </Paper>
  );
}

/** Draw, clear, save, show the saved signature and draw it again. */
export function SignatureEditor({ target }: { target: MemberTarget }) {
  const pt = useProfileT();
  const { language } = useI18n();
  const loadError = useLoadErrorMessage();
  const signature = useSignature(target.memberId);
  const save = useSaveSignature(target.memberId, target.isSelf);
  const remove = useDeleteSignature(target.memberId);
  const padRef = useRef<SignaturePad | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = `${target.profile.member.firstName} ${target.profile.member.lastName}`.trim();
  const onPadReady = useCallback((pad: SignaturePad | null) => {
    padRef.current = pad;
  }, []);

  if (signature.isPending) return <LoadingBlock />;
  if (signature.isError)
    return <LoadError error={signature.error} onRetry={() => void signature.refetch()} />;
  const saved = signature.data.signature;
  const showPad = drawing || !saved;

  const submit = () => {
    setStatus(null);
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) {
      setProblem(pt('signature.empty'));
      return;
    }
    setProblem(null);
    save.mutate(pad.toDataURL('image/png'), {
      onSuccess: () => {
        setDrawing(false);
        setStatus(pt('signature.saved'));
      },
      onError: (error) => setProblem(loadError(error)),
    });
  };

  const deleteSaved = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmDelete(false);
        setStatus(pt('signature.deleted'));
      },
      onError: (error) => {
        setConfirmDelete(false);
        setProblem(loadError(error));
      },
    });
  };

  return (
    <Stack gap="md">
      {status && (
        <Alert role="status" color="teal" icon={<IconCircleCheck />}>
          {status}
        </Alert>
      )}
      {problem && (
        <Alert role="alert" color="red">
          {problem}
        </Alert>
      )}
      {showPad ? (
        <>
          <DrawingPad onReady={onPadReady} />
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              leftSection={<IconEraser size={18} aria-hidden />}
              onClick={() => {
                padRef.current?.clear();
                setProblem(null);
              }}
            >
              {pt('signature.clear')}
            </Button>
            <Group gap="sm">
              {saved && (
                <Button variant="subtle" onClick={() => setDrawing(false)}>
                  {pt('signature.current')}
                </Button>
              )}
              <Button onClick={submit} loading={save.isPending}>
                {pt('signature.save')}
              </Button>
            </Group>
          </Group>
          {!saved && <Text c="dimmed">{pt('signature.none')}</Text>}
        </>
      ) : (
        <>
          <Box>
            <Text fw={600}>{pt('signature.current')}</Text>
            {signature.data.savedAt && (
              <Text size="sm" c="dimmed">
                {pt('signature.savedAt', {
                  date: formatMoment(signature.data.savedAt, language, target.profile.locale.timeZone),
                })}
              </Text>
            )}
          </Box>
          <Paper withBorder radius="md" bg="white" p="xs">
            <Image src={saved} alt={pt('signature.alt', { name })} h={200} fit="contain" />
          </Paper>
          <Group gap="sm">
            <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setDrawing(true)}>
              {pt('signature.redraw')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setConfirmDelete(true)}
            >
              {pt('signature.delete')}
            </Button>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirmDelete}
        title={pt('signature.deleteTitle')}
        confirmLabel={pt('signature.delete')}
        onConfirm={deleteSaved}
        onCancel={() => setConfirmDelete(false)}
        loading={remove.isPending}
      >
        {pt('signature.deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}
