import { Alert, Avatar, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconCircleCheck, IconPrinter, IconRefresh } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import { getWebConfig } from '../../../../lib/api/index.ts';
import { formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { photoUrl } from '../../../../lib/media/photo-url.ts';
import { useMemberCard } from '../../../../lib/members/api/get-member-card.ts';
import { useReissueMemberCard } from '../api/reissue-member-card.ts';
import { QrImage } from '../../../../components/ui/qr-image.tsx';
import classes from '../components/member-card.module.css';
import { useCardT } from '../i18n/index.ts';

/** The member's card; `timeZone` (the member's locale's) for when it was issued. */
function MemberCardView({ memberId, timeZone }: { memberId: string; timeZone: string }) {
  const ct = useCardT();
  const { language } = useI18n();
  const loadError = useLoadErrorMessage();
  const card = useMemberCard(memberId);
  const reissue = useReissueMemberCard(memberId);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (card.isPending) return <LoadingBlock />;
  if (card.isError) return <LoadError error={card.error} onRetry={() => void card.refetch()} />;
  const { displayName, customId, localeName, photo, token, version, issuedAt } = card.data;

  const confirmReissue = () => {
    setProblem(null);
    reissue.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setStatus(ct('card.reissued'));
      },
      onError: (error) => {
        setConfirming(false);
        setProblem(loadError(error));
      },
    });
  };

  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="lg"
        p="lg"
        className={classes.card}
        aria-label={ct('card.church')}
        component="section"
      >
        <Stack gap="md" align="center">
          <Group wrap="nowrap" gap="md" w="100%">
            <Avatar
              src={photoUrl(photo, getWebConfig().mediaHost)}
              alt={ct('card.photoAlt', { name: displayName })}
              size={72}
              radius="md"
            />
            <Box miw={0}>
              <Title order={2} size="h3">
                {displayName}
              </Title>
              <Text size="sm">
                {ct('card.locale')}: {localeName}
              </Text>
              <Text size="sm">
                {ct('card.memberId')}: <strong>{customId}</strong>
              </Text>
            </Box>
          </Group>
          <div className={classes.qr}>
            <QrImage value={token} alt={ct('card.qrAlt', { id: customId })} />
          </div>
          <Text size="xs" c="dimmed">
            {ct('card.issued', { version, date: formatMoment(issuedAt, language, timeZone) })}
          </Text>
        </Stack>
      </Paper>
      {status && (
        <Alert role="status" color="teal" icon={<IconCircleCheck />} className="no-print">
          {status}
        </Alert>
      )}
      {problem && (
        <Alert role="alert" color="red" className="no-print">
          {problem}
        </Alert>
      )}
      <Group justify="center" gap="sm" className="no-print">
        <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          {ct('card.print')}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {ct('card.reissue')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={ct('card.reissueTitle')}
        confirmLabel={ct('card.reissue')}
        onConfirm={confirmReissue}
        onCancel={() => setConfirming(false)}
        loading={reissue.isPending}
      >
        {ct('card.reissueBody')}
      </ConfirmDialog>
    </Stack>
  );
}

/** `view-qr`: the member card (name, photo, locale, member id, QR), printable, re-issuable. */
export default function MemberCardPage() {
  const ct = useCardT();
  return (
    <Stack gap="md" maw={520} mx="auto">
      <div className="no-print">
        <Title order={1} size="h2">
          {ct('card.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {ct('card.intro')}
        </Text>
      </div>
      <MemberTargetGate>
        {(target) => <MemberCardView memberId={target.memberId} timeZone={target.profile.locale.timeZone} />}
      </MemberTargetGate>
    </Stack>
  );
}
