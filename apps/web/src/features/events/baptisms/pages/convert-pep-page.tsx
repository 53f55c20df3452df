import { pepConvertDuplicateDetailsSchema, type PepConvert, type PepDetail } from '@congregate/contracts';
import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { IconUserPlus } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useConvertPep } from '../api/convert-pep.ts';
import { usePep } from '../../../../lib/peps/api/get-pep.ts';
import { BaptismAdminFrame } from '../components/baptism-admin-frame.tsx';
import { useBaptismsT, useStageLabel } from '../i18n/index.ts';

/** The members a 409 `possible_duplicate` names, or null for any other failure. */
function duplicatesOf(error: unknown) {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = pepConvertDuplicateDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.members : null;
}

function Converted({ pep, result }: { pep: PepDetail; result: PepConvert }) {
  const bt = useBaptismsT();
  return (
    <Alert
      color="teal"
      role="status"
      title={bt(result.merged ? 'convert.merged' : 'convert.done', { name: pep.displayName })}
    >
      <Stack gap="xs">
        <Text>
          {result.invitationSent
            ? bt('convert.invited')
            : result.emailUnconfirmed
              ? bt('convert.notInvitedUnconfirmed')
              : bt('convert.notInvited')}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to={`/edit-member2?memberId=${result.memberId}`}>
            {bt('convert.memberPage')}
          </Anchor>
          <Anchor component={Link} to="/admin-newly-baptized">
            {bt('convert.back')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

function Convert({ pep }: { pep: PepDetail }) {
  const bt = useBaptismsT();
  const stage = useStageLabel();
  const refusal = useRefusalMessage();
  const { language } = useI18n();
  const convert = useConvertPep(pep.id);
  const timeZone = useLocaleTimeZone(pep.localeId);
  const [different, setDifferent] = useState(false);
  // The staff member confirms the address they see; an address nobody confirmed gets no invitation (issue 35).
  const [addressChecked, setAddressChecked] = useState(false);
  const confirmEmail = pep.email && !pep.emailConfirmed && addressChecked ? pep.email : undefined;
  const duplicates = duplicatesOf(convert.error);

  if (convert.data) return <Converted pep={pep} result={convert.data} />;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="convert-person">
        <Stack gap={4}>
          <Title order={2} size="h4" id="convert-person">
            {bt('convert.person')}
          </Title>
          <Text fw={700} fz="lg">
            {pep.displayName}
          </Text>
          <Text size="sm">
            {bt('convert.locale')}: {pep.localeName}
            {pep.flock ? ` · ${pep.flock.name}` : ''}
          </Text>
          {pep.soulWinner && (
            <Text size="sm">
              {bt('col.soulWinner')}: {pep.soulWinner.displayName}
            </Text>
          )}
          {pep.baptizedAt && (
            <Text size="sm">
              {bt('convert.baptized')}:{' '}
              {bt('convert.at', {
                date: formatDayIn(pep.baptizedAt, language, timeZone),
                event: pep.baptismEvent?.title ?? bt('common.none'),
              })}
            </Text>
          )}
          {(pep.email || pep.mobile) && (
            <Text size="sm" c="dimmed">
              {[pep.email, pep.mobile].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Stack>
      </Paper>

      {pep.stage === 'baptized' && pep.email && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="convert-invitation">
          <Stack gap="xs">
            <Title order={2} size="h5" id="convert-invitation">
              {bt('convert.invitationTitle')}
            </Title>
            {pep.emailConfirmed ? (
              <Text size="sm">{bt('convert.emailConfirmedByPep', { email: pep.email })}</Text>
            ) : (
              <>
                <Text size="sm">{bt('convert.emailUnconfirmed', { email: pep.email })}</Text>
                <Checkbox
                  checked={addressChecked}
                  onChange={(event) => setAddressChecked(event.currentTarget.checked)}
                  label={bt('convert.confirmEmail', { email: pep.email, name: pep.displayName })}
                />
              </>
            )}
          </Stack>
        </Paper>
      )}

      {pep.stage === 'member' ? (
        <Alert color="blue">
          <Stack gap="xs">
            <Text>{bt('convert.alreadyMember')}</Text>
            {pep.memberId && (
              <Anchor component={Link} to={`/edit-member2?memberId=${pep.memberId}`}>
                {bt('convert.openMember')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      ) : pep.stage !== 'baptized' ? (
        <Alert color="orange">{bt('convert.notBaptized', { stage: stage(pep.stage) })}</Alert>
      ) : duplicates ? (
        <Alert color="orange" title={bt('convert.duplicateTitle')}>
          <Stack gap="sm">
            <Text size="sm">{bt('convert.duplicateBody')}</Text>
            {duplicates.map((member) => (
              <Group key={member.id} gap="sm" wrap="wrap" justify="space-between">
                <Text fw={600}>
                  {member.displayName} ({member.customId})
                </Text>
                <Button
                  size="xs"
                  onClick={() => convert.mutate({ mergeIntoMemberId: member.id, confirmEmail })}
                  loading={convert.isPending}
                  aria-label={bt('convert.mergeInto', { member: member.displayName, id: member.customId })}
                >
                  {bt('convert.merge')}
                </Button>
              </Group>
            ))}
            {different ? (
              <Stack gap="xs">
                <Text size="sm">{bt('convert.differentBody')}</Text>
                <Group gap="md">
                  <Anchor component={Link} to={`/pep/${pep.id}`}>
                    {bt('convert.openPep')}
                  </Anchor>
                  <Anchor component={Link} to="/admin-newly-baptized">
                    {bt('convert.cancel')}
                  </Anchor>
                </Group>
              </Stack>
            ) : (
              <Button
                variant="default"
                size="xs"
                onClick={() => setDifferent(true)}
                style={{ alignSelf: 'flex-start' }}
              >
                {bt('convert.different')}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <>
          {convert.isError && (
            <Alert color="red" role="alert">
              {refusal(convert.error)}
            </Alert>
          )}
          <Group>
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => convert.mutate({ confirmEmail })}
              loading={convert.isPending}
            >
              {bt('convert.run', { name: pep.displayName })}
            </Button>
            <Button component={Link} to="/admin-newly-baptized" variant="subtle">
              {bt('convert.cancel')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

function ConvertOf({ pepId }: { pepId: string }) {
  const pep = usePep(pepId);
  if (pep.isPending) return <LoadingBlock />;
  if (pep.isError) return <LoadError error={pep.error} onRetry={() => void pep.refetch()} />;
  return <Convert pep={pep.data} />;
}

/** `admin-convert-pep-to-member?pepId=`: makes a baptized PEP a member, or merges them into the member they are. */
export default function ConvertPepPage() {
  const bt = useBaptismsT();
  const [params] = useSearchParams();
  const pepId = params.get('pepId');
  return (
    <BaptismAdminFrame titleKey="convert.title" introKey="convert.intro">
      {() =>
        pepId ? (
          <ConvertOf pepId={pepId} />
        ) : (
          <Text>
            {bt('convert.noPep')}{' '}
            <Anchor component={Link} to="/admin-newly-baptized">
              {bt('baptized.title')}
            </Anchor>
          </Text>
        )
      }
    </BaptismAdminFrame>
  );
}
