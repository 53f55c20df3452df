import { memberTypes } from '@congregate/contracts';
import { Radio, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MemberSummary } from '../../../../components/members/managed-member.tsx';
import {
  MemberActionDialog,
  MemberFormActions,
  MemberFormFeedback,
  type MemberTargetFormProps,
} from '../../../../components/members/member-action-form.tsx';
import type { MemberActionFormProps } from '../../../../components/members/member-actions.tsx';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { useSetMemberPlacement } from '../api/set-member-placement.ts';
import { usePlacementT } from '../i18n/index.ts';
import { placementError } from './placement-feedback.ts';

type MemberType = (typeof memberTypes)[number];

/**
 * Sets the member's type. On its page (`membertype-modal`) the outcome shows in place; in a dialog over a
 * member list (`onDone`), the dialog closes with it.
 */
export function MemberTypeForm({ target, onDone, onCancel }: MemberTargetFormProps) {
  const mt = usePlacementT();
  const loadError = useLoadErrorMessage();
  const { member } = target.profile;
  const save = useSetMemberPlacement(target.memberId, target.profile.member.version);
  const [type, setType] = useState<MemberType>(member.type);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${member.firstName} ${member.lastName}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    if (type === member.type) {
      setDone(mt('placement.unchanged', { what: mt('placement.whatType') }));
      return;
    }
    save.mutate(
      { type },
      {
        onSuccess: async (updated) => {
          await target.refresh().catch(() => undefined);
          const outcome = mt('type.saved', { name, type: mt(`type.${updated.type}`) });
          if (onDone) onDone(outcome);
          else setDone(outcome);
        },
        onError: (error) => setFailure(placementError(error, loadError)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <MemberSummary
          target={target}
          detail={mt('target.current.type', { type: mt(`type.${member.type}`) })}
        />
        <MemberFormFeedback done={done} failure={failure} />
        <Radio.Group
          label={mt('type.choose')}
          value={type}
          onChange={(value) => setType(value as MemberType)}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {memberTypes.map((value) => (
              <Radio key={value} value={value} label={mt(`type.${value}`)} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <MemberFormActions
          submitLabel={mt('type.save')}
          busy={save.isPending}
          loading={save.isPending}
          onCancel={onCancel}
          localeId={member.currentLocale}
        />
      </Stack>
    </form>
  );
}

/** "Member type" in a dialog over a member list (the app hands it to the lists: `app/member-actions.ts`). */
export default function MemberTypeDialogForm(props: MemberActionFormProps) {
  return <MemberActionDialog {...props} form={MemberTypeForm} />;
}
