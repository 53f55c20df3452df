import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { MemberActionFormProps } from '../../../../components/members/member-actions.tsx';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { fieldErrorsFromApi } from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { useDecideRegistration } from '../api/decide-registration.ts';
import { useEndorsementT } from '../i18n/index.ts';
import { EndorseForm } from './endorse-dialog.tsx';

function EndorseTarget({
  target,
  onDone,
  onCancel,
}: { target: MemberTarget } & Omit<MemberActionFormProps, 'memberId'>) {
  const t = useT();
  const et = useEndorsementT();
  const loadError = useLoadErrorMessage();
  const { member } = target.profile;
  const name = `${member.firstName} ${member.lastName}`;
  const decide = useDecideRegistration(target.memberId);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  if (member.endorsed) return <Text>{et('endorse.already', { name })}</Text>;
  return (
    <Stack gap="sm">
      <Text fw={600}>{name}</Text>
      <EndorseForm
        member={{
          firstName: member.firstName,
          lastName: member.lastName,
          type: member.type,
          flockId: member.flockId,
          localeId: member.currentLocale,
          localeName: member.currentLocaleName,
        }}
        pending={decide.isPending}
        error={error}
        fieldErrors={fieldErrors}
        onCancel={onCancel}
        onEndorse={(choice) => {
          setError(null);
          setFieldErrors({});
          decide.mutate(
            { kind: 'endorse', ...choice },
            {
              onSuccess: () => onDone(et('outcome.endorsed', { name })),
              onError: (failure) => {
                if (isApiError(failure) && failure.status === 422 && failure.issues.length > 0)
                  setFieldErrors(fieldErrorsFromApi(failure, t));
                else setError(loadError(failure));
              },
            },
          );
        }}
      />
    </Stack>
  );
}

/**
 * "Endorse" in a dialog over a member list, for a registration found there (the app hands it to the lists:
 * `app/member-actions.ts`). Rejecting or merging needs the duplicate hints: those stay on `endorsement`.
 */
export default function EndorseMemberDialogForm({ memberId, onDone, onCancel }: MemberActionFormProps) {
  return (
    <MemberTargetGate memberId={memberId}>
      {(target) => <EndorseTarget target={target} onDone={onDone} onCancel={onCancel} />}
    </MemberTargetGate>
  );
}
