import { memberTypes } from '@congregate/contracts';
import { Alert, Button, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { MemberActionFormProps } from '../../../components/members/member-actions.tsx';
import { BackToManage, MemberSummary } from '../../../components/members/managed-member.tsx';
import { IconCircleCheck } from '../../../components/ui/icons.ts';
import { useLoadErrorMessage } from '../../../components/ui/load-error.tsx';
import { MemberTargetGate } from '../../../components/ui/member-target-gate.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import type { MemberTarget } from '../../../lib/members/index.ts';
import { useSetMemberPlacement } from '../api/set-member-placement.ts';
import { usePlacementT } from '../i18n/index.ts';
import { placementError } from './placement-feedback.ts';

type MemberType = (typeof memberTypes)[number];

/**
 * Sets the member's type. On its page (`membertype-modal`) the outcome shows in place; in a dialog over a
 * member list (`onDone`), the dialog closes with it.
 */
export function MemberTypeForm({
  target,
  onDone,
  onCancel,
}: {
  target: MemberTarget;
  onDone?: (outcome: string) => void;
  onCancel?: () => void;
}) {
  const t = useT();
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
        {done && (
          <Alert role="status" color="teal" icon={<IconCircleCheck />}>
            {done}
          </Alert>
        )}
        {failure && (
          <Alert role="alert" color="red">
            {failure}
          </Alert>
        )}
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
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {mt('type.save')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
          )}
        </Group>
        {!onCancel && <BackToManage localeId={member.currentLocale} />}
      </Stack>
    </form>
  );
}

/** "Member type" in a dialog over a member list (the app hands it to the lists: `app/member-actions.ts`). */
export default function MemberTypeDialogForm({ memberId, onDone, onCancel }: MemberActionFormProps) {
  return (
    <MemberTargetGate memberId={memberId}>
      {(target) => <MemberTypeForm target={target} onDone={onDone} onCancel={onCancel} />}
    </MemberTargetGate>
  );
}
