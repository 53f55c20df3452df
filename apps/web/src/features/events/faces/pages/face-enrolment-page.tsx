import { Alert, Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { FACE_CONSENT_VERSION, type FaceStatus } from '@congregate/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { formatMoment } from '../../../../lib/format/date.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { useEnrolFace } from '../api/enrol-face.ts';
import { useFaceStatus } from '../api/get-face-status.ts';
import { useWithdrawFace } from '../api/withdraw-face.ts';
import { CapturePanel } from '../components/capture-panel.tsx';
import { useFaceEnrolmentT } from '../i18n/index.ts';
import { CAPTURES_NEEDED, useFaceCaptures } from '../lib/use-face-captures.ts';

/** Whether the member is enrolled, and since when (in `timeZone`, the member's locale's). */
function StatusLine({ status, timeZone }: { status: FaceStatus; timeZone: string }) {
  const ft = useFaceEnrolmentT();
  const { language } = useI18n();
  if (!status.enrolled || !status.consentedAt)
    return <Text data-testid="face-status">{ft('status.notEnrolled')}</Text>;
  const words = { date: formatMoment(status.consentedAt, language, timeZone), captures: status.captures };
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" data-testid="face-status">
        <IconCircleCheck size={20} aria-hidden color="var(--mantine-color-teal-6)" />
        <Text>{status.inPerson ? ft('status.enrolledInPerson', words) : ft('status.enrolled', words)}</Text>
      </Group>
      {status.consentVersion !== status.currentConsentVersion && (
        <Alert color="orange">{ft('status.oldConsent')}</Alert>
      )}
    </Stack>
  );
}

function ConsentText() {
  const ft = useFaceEnrolmentT();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {ft('consent.title')}
      </Title>
      <List spacing="xs" size="sm">
        <List.Item>{ft('consent.what')}</List.Item>
        <List.Item>{ft('consent.who')}</List.Item>
        <List.Item>{ft('consent.howLong')}</List.Item>
        <List.Item>{ft('consent.withdraw')}</List.Item>
        <List.Item>{ft('consent.fallback')}</List.Item>
      </List>
    </Stack>
  );
}

function FaceEnrolment({ target }: { target: MemberTarget }) {
  const ft = useFaceEnrolmentT();
  const loadError = useLoadErrorMessage();
  const otherId = target.isSelf ? null : target.memberId;
  const name = `${target.profile.member.firstName} ${target.profile.member.lastName}`.trim();
  const status = useFaceStatus(otherId);
  const enrol = useEnrolFace(otherId);
  const withdraw = useWithdrawFace(otherId);
  const [agreed, setAgreed] = useState(false);
  const captures = useFaceCaptures(agreed);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (status.isPending) return <LoadingBlock />;
  if (status.isError) return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  if (!target.profile.member.endorsed) return <Alert color="blue">{ft('notEndorsed')}</Alert>;

  const save = () => {
    if (!captures.model) return;
    setProblem(null);
    enrol.mutate(
      {
        ...(otherId ? { memberId: otherId } : {}),
        consent: { accepted: true, textVersion: FACE_CONSENT_VERSION },
        descriptors: captures.captures.map((c) => Array.from(c.descriptor)),
        model: captures.model,
      },
      {
        onSuccess: () => {
          captures.clear();
          setAgreed(false);
          setNotice(ft('save.saved'));
        },
        onError: (error) => setProblem(`${ft('save.failed')}: ${loadError(error)}`),
      },
    );
  };

  const confirmWithdraw = () => {
    setProblem(null);
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setNotice(ft('withdraw.done'));
      },
      onError: (error) => {
        setConfirming(false);
        setProblem(`${ft('withdraw.failed')}: ${loadError(error)}`);
      },
    });
  };

  return (
    <Stack gap="lg">
      {!target.isSelf && (
        <Alert color="blue" title={ft('page.forMember', { name })}>
          {ft('page.inPersonHint', { name })}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="face-status-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="face-status-title">
            {target.isSelf ? ft('status.title') : ft('status.memberTitle')}
          </Title>
          <StatusLine status={status.data} timeZone={target.profile.locale.timeZone} />
          {status.data.enrolled && (
            <Group>
              <Button variant="light" color="red" onClick={() => setConfirming(true)}>
                {ft('withdraw.button')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {notice && (
        <Alert role="status" color="teal" icon={<IconCircleCheck />}>
          {notice}
        </Alert>
      )}
      {problem && (
        <Alert role="alert" color="red">
          {problem}
        </Alert>
      )}
      <ConsentText />
      <Checkbox
        checked={agreed}
        onChange={(event) => {
          setAgreed(event.currentTarget.checked);
          if (!event.currentTarget.checked) captures.clear();
        }}
        label={target.isSelf ? ft('consent.agree') : ft('consent.agreeFor', { name })}
      />
      {agreed ? <CapturePanel captures={captures} /> : <Text size="sm">{ft('consent.required')}</Text>}
      {agreed && (
        <Group>
          <Button
            onClick={save}
            loading={enrol.isPending}
            disabled={captures.captures.length < CAPTURES_NEEDED || !captures.model}
          >
            {ft('save.button')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={ft('withdraw.title')}
        confirmLabel={ft('withdraw.confirm')}
        onConfirm={confirmWithdraw}
        onCancel={() => setConfirming(false)}
        loading={withdraw.isPending}
      >
        {ft('withdraw.body')}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * `face-recognition`: opt-in face check-in. The member reads what is kept and agrees; three captures are
 * described on this device and only the descriptors are sent. With `?memberId=` an admin enrols a member in
 * person (the member ticks the consent on the admin's screen) or withdraws for them.
 */
export default function FaceEnrolmentPage() {
  const t = useT();
  const ft = useFaceEnrolmentT();
  return (
    <PageCard title={t('page.face-recognition')} intro={ft('page.intro')}>
      <MemberTargetGate>{(target) => <FaceEnrolment target={target} />}</MemberTargetGate>
    </PageCard>
  );
}
