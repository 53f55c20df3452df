import type { PepDetail } from '@congregate/contracts';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { IconCamera, IconPrinter, IconUserPlus } from '../../../../components/ui/icons.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { useSignedInAccess, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { getWebConfig } from '../../../../lib/api/index.ts';
import { can, scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales, useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatMoment } from '../../../../lib/format/date.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import { photoUrl } from '../../../../lib/media/photo-url.ts';
import { useDeletePep } from '../api/delete-pep.ts';
import { usePep } from '../../../../lib/peps/api/get-pep.ts';
import { useUploadPepPhoto } from '../api/upload-pep-photo.ts';
import { ContactOffers } from '../components/contact-offers.tsx';
import { FollowUps } from '../components/follow-ups.tsx';
import { PepDetails } from '../components/pep-details.tsx';
import { StageBadge } from '../components/stage-badge.tsx';
import { StageControl } from '../components/stage-control.tsx';
import { usePepsT } from '../i18n/index.ts';

/** Photos larger than this are refused before sending (the server's limit). */
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * `pep/:id`: one PEP — details (edit), the stage (move on, with a reason or a baptism event), its history
 * (who, when), follow-ups (add, tick off) and a photo. Admins also find the baptismal form to print and,
 * once baptized, the conversion to a member.
 */
export default function PepDetailPage() {
  const { id = '' } = useParams();
  const state = useSignedInAccess();
  const pep = usePep(id);
  if (state.status === 'loading' || pep.isPending) return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  if (pep.isError) return <LoadError error={pep.error} onRetry={() => void pep.refetch()} />;
  return <PepPage pep={pep.data} signedIn={state} />;
}

function PepPage({ pep, signedIn }: { pep: PepDetail; signedIn: SignedInAccess }) {
  const pt = usePepsT();
  const locales = useLocales();
  const timeZone = useLocaleTimeZone(pep.localeId);
  const isAdmin =
    can(signedIn.access, 'members.view') &&
    scopeLocales(signedIn.access, locales.data ?? []).some((locale) => locale.id === pep.localeId);
  const leadsFlock = Boolean(
    pep.flock && signedIn.access.roles.some((g) => g.role === 'flock_leader' && g.scopeId === pep.flock!.id),
  );

  return (
    <Stack gap="md" maw={760} mx="auto">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Anchor component={Link} to={isAdmin ? '/admin-pep' : '/search-pep-modal'} size="sm">
            {pt('detail.back')}
          </Anchor>
          <Group wrap="nowrap" align="flex-start" gap="md">
            <Avatar
              src={photoUrl(pep.photo, getWebConfig().mediaHost)}
              alt={pt('detail.photoAlt', { name: pep.displayName })}
              size={80}
              radius="xl"
            />
            <Stack gap={4} miw={0}>
              <Title order={1} size="h2">
                {pep.displayName}
              </Title>
              <Group gap="xs">
                <StageBadge pep={pep} />
                <Text size="sm" c="dimmed">
                  {pep.localeName}
                </Text>
              </Group>
              {pep.stage === 'dropped' && pep.droppedReason && (
                <Text size="sm">{pt('detail.droppedReason', { reason: pep.droppedReason })}</Text>
              )}
              {pep.baptismEvent && (
                <Text size="sm">{pt('detail.baptismEvent', { title: pep.baptismEvent.title })}</Text>
              )}
            </Stack>
          </Group>
          <PhotoUpload pep={pep} />
          {isAdmin && <AdminLinks pep={pep} />}
        </Stack>
      </Paper>
      <ContactOffers pepId={pep.id} isAdmin={isAdmin} timeZone={timeZone} />
      <Section title={pt('detail.stage')}>
        <StageControl pep={pep} isAdmin={isAdmin} />
      </Section>
      <Section title={pt('followUps.title')}>
        <FollowUps pep={pep} isAdmin={isAdmin} />
      </Section>
      <Section title={pt('detail.details')}>
        <PepDetails pep={pep} canChooseFlock={isAdmin || leadsFlock} />
      </Section>
      <Section title={pt('detail.history')}>
        <History pep={pep} timeZone={timeZone} />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** An admin deletes a prospect entered by mistake (asks first; one already a member is kept). */
function DeletePep({ pep }: { pep: PepDetail }) {
  const pt = usePepsT();
  const navigate = useNavigate();
  const loadError = useLoadErrorMessage();
  const remove = useDeletePep(pep.id);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (pep.stage === 'member') return null;
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
        {pt('detail.delete')}
      </Button>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title={pt('detail.deleteTitle', { name: pep.displayName })}
        confirmLabel={pt('detail.delete')}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => void navigate('/admin-pep', { replace: true }),
            onError: (error) => {
              setConfirming(false);
              setProblem(loadError(error));
            },
          })
        }
      >
        {pt('detail.deleteBody')}
      </ConfirmDialog>
    </>
  );
}

function AdminLinks({ pep }: { pep: PepDetail }) {
  const pt = usePepsT();
  const printable = pep.stage === 'scheduled' || pep.stage === 'baptized';
  return (
    <Group gap="xs">
      {printable && (
        <Button
          component={Link}
          to={`/pep/${pep.id}/baptismal-form`}
          variant="light"
          leftSection={<IconPrinter size={18} />}
        >
          {pt('detail.baptismalForm')}
        </Button>
      )}
      {pep.stage === 'baptized' && (
        <Button
          component={Link}
          to={`/admin-convert-pep-to-member?pepId=${pep.id}`}
          leftSection={<IconUserPlus size={18} />}
        >
          {pt('detail.convert')}
        </Button>
      )}
      <DeletePep pep={pep} />
    </Group>
  );
}

/** A new photo: JPEG, PNG or WebP up to 10 MB, sent with the PEP's id and name as the spec's upload asks. */
function PhotoUpload({ pep }: { pep: PepDetail }) {
  const pt = usePepsT();
  const t = useT();
  const upload = useUploadPepPhoto(pep);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return setError(pt('photo.wrongType'));
    if (file.size > PHOTO_MAX_BYTES) return setError(pt('photo.tooLarge'));
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent },
      {
        onSettled: () => setPercent(null),
        onError: (failure) => setError(refusalMessage(t, failure)),
      },
    );
  };
  return (
    <Stack gap={4}>
      <FileButton onChange={choose} accept={PHOTO_TYPES.join(',')}>
        {(props) => (
          <Button
            {...props}
            variant="subtle"
            size="compact-md"
            leftSection={<IconCamera size={16} />}
            loading={upload.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {pep.photo ? pt('photo.change') : pt('photo.add')}
          </Button>
        )}
      </FileButton>
      {percent !== null && <Progress value={percent} aria-label={t('common.uploading', { percent })} />}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** Every stage change, oldest first, with who and when (and why, for a drop). */
function History({ pep, timeZone }: { pep: PepDetail; timeZone: string }) {
  const pt = usePepsT();
  const { language } = useI18n();
  if (pep.history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {pt('history.empty')}
      </Text>
    );
  return (
    <Timeline bulletSize={14} lineWidth={2} active={pep.history.length - 1}>
      {pep.history.map((change) => (
        <Timeline.Item
          key={change.id}
          title={
            change.from
              ? pt('history.moved', { from: pt(`stage.${change.from}`), to: pt(`stage.${change.to}`) })
              : pt('history.started', { to: pt(`stage.${change.to}`) })
          }
        >
          <Text size="xs" c="dimmed">
            {pt('history.by', { name: change.by.name, when: formatMoment(change.at, language, timeZone) })}
          </Text>
          {change.reason && <Text size="sm">{pt('history.reason', { reason: change.reason })}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
