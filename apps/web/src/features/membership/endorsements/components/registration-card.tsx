import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatDay, formatMoment } from '../../../../lib/format/date.ts';
import { fieldErrorsFromApi } from '../../../../lib/forms/field-errors.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import { useDecideRegistration, type Decision, type EndorsementOutcome } from '../api/decide-registration.ts';
import type { PendingRegistration } from '../api/get-pending-registrations.ts';
import { useEndorsementT } from '../i18n/index.ts';
import { EndorseDialog } from './endorse-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';

type Hint = PendingRegistration['duplicates'][number];
type Open =
  { kind: 'endorse' } | { kind: 'reject' } | { kind: 'merge'; into: NonNullable<Hint['member']> } | null;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * One pending registration: who registered, possible duplicates, and the three decisions. A refusal that
 * concerns the whole list (someone decided first, out of scope) goes to `onNotice`; field problems stay
 * in the dialog.
 */
export function RegistrationCard({
  registration,
  onDecided,
  onNotice,
}: {
  registration: PendingRegistration;
  onDecided: (outcome: EndorsementOutcome['outcome'], name: string) => void;
  onNotice: (message: string) => void;
}) {
  const t = useT();
  const et = useEndorsementT();
  const { language } = useI18n();
  const loadError = useLoadErrorMessage();
  const { member, duplicates } = registration;
  const timeZone = useLocaleTimeZone(member.localeId);
  const name = `${member.firstName} ${member.lastName}`;
  const decide = useDecideRegistration(member.id);
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const none = et('card.none');

  const close = () => {
    setOpen(null);
    setError(null);
    setFieldErrors({});
  };
  const run = (decision: Decision) => {
    setError(null);
    setFieldErrors({});
    decide.mutate(decision, {
      onSuccess: (answer) => {
        close();
        onDecided(answer.outcome, name);
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 422 && failure.issues.length > 0) {
          setFieldErrors(fieldErrorsFromApi(failure, t));
        } else if (isApiError(failure) && [403, 404, 409].includes(failure.status)) {
          close();
          onNotice(et('decision.conflict', { message: loadError(failure) }));
        } else setError(loadError(failure));
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`registration-${member.id}`}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={`registration-${member.id}`}>
            {name}
          </Title>
          <Text size="xs" c="dimmed">
            {et('card.memberId', { id: member.customId })}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          <Detail label={et('card.email')} value={member.email ?? none} />
          <Detail label={et('card.mobile')} value={member.mobile ?? none} />
          <Detail
            label={et('card.birthDate')}
            value={member.birthDate ? formatDay(member.birthDate, language) : none}
          />
          <Detail label={et('card.locale')} value={member.localeName} />
          <Detail
            label={et('card.registeredAt')}
            value={formatMoment(member.createdAt, language, timeZone)}
          />
        </SimpleGrid>
        {duplicates.length > 0 && (
          <Alert color="yellow" icon={<IconAlertCircle />} title={et('duplicates.title')}>
            <List spacing="xs" size="sm">
              {duplicates.map((hint, index) => (
                <List.Item key={`${hint.reason}-${hint.member?.id ?? index}`}>
                  <Stack gap={4} align="flex-start">
                    <Text size="sm" fw={600}>
                      {et(`duplicates.reason.${hint.reason}`)}
                    </Text>
                    {hint.member ? (
                      <>
                        <Group gap="xs">
                          <Text size="sm">
                            {et('duplicates.inScope', {
                              name: `${hint.member.firstName} ${hint.member.lastName}`,
                              id: hint.member.customId,
                              locale: hint.localeName,
                            })}
                          </Text>
                          <Badge size="sm" variant="light" color={hint.member.endorsed ? 'teal' : 'gray'}>
                            {et(hint.member.endorsed ? 'duplicates.endorsed' : 'duplicates.pending')}
                          </Badge>
                        </Group>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={et('duplicates.mergeLabel', {
                            name,
                            target: `${hint.member.firstName} ${hint.member.lastName} (${hint.member.customId})`,
                          })}
                          onClick={() => hint.member && setOpen({ kind: 'merge', into: hint.member })}
                        >
                          {et('duplicates.merge')}
                        </Button>
                      </>
                    ) : (
                      <Text size="sm">{et('duplicates.outOfScope', { locale: hint.localeName })}</Text>
                    )}
                  </Stack>
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group gap="sm" role="group" aria-label={et('card.actionsFor', { name })}>
          <Button onClick={() => setOpen({ kind: 'endorse' })}>{et('card.endorse')}</Button>
          <Button variant="outline" color="red" onClick={() => setOpen({ kind: 'reject' })}>
            {et('card.reject')}
          </Button>
        </Group>
      </Stack>

      {open?.kind === 'endorse' && (
        <EndorseDialog
          member={member}
          opened
          pending={decide.isPending}
          error={error}
          fieldErrors={fieldErrors}
          onEndorse={(choice) => run({ kind: 'endorse', ...choice })}
          onCancel={close}
        />
      )}
      {open?.kind === 'reject' && (
        <RejectDialog
          name={name}
          opened
          pending={decide.isPending}
          error={error}
          fieldErrors={fieldErrors}
          onReject={(reason) => run({ kind: 'reject', reason })}
          onCancel={close}
        />
      )}
      {open?.kind === 'merge' && (
        <ConfirmDialog
          opened
          title={et('merge.title')}
          confirmLabel={et('merge.submit')}
          onConfirm={() => run({ kind: 'merge', intoMemberId: open.into.id })}
          onCancel={close}
          loading={decide.isPending}
        >
          <Stack gap="sm">
            <Text size="sm">
              {et('merge.body', {
                name,
                target: `${open.into.firstName} ${open.into.lastName}`,
                id: open.into.customId,
              })}
            </Text>
            {(error ?? Object.values(fieldErrors)[0]) && (
              <Alert role="alert" color="red">
                {error ?? Object.values(fieldErrors)[0]}
              </Alert>
            )}
          </Stack>
        </ConfirmDialog>
      )}
    </Paper>
  );
}
