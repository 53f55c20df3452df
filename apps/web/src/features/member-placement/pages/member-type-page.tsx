import { memberTypes } from '@congregate/contracts';
import { Alert, Button, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { BackToManage, ManagedMember, MemberSummary } from '../../../components/members/managed-member.tsx';
import { IconCircleCheck } from '../../../components/ui/icons.ts';
import { useLoadErrorMessage } from '../../../components/ui/load-error.tsx';
import { PageCard } from '../../../components/ui/page-card.tsx';
import { PermissionGate } from '../../../components/ui/permission-gate.tsx';
import type { MemberTarget } from '../../../lib/members/index.ts';
import { useSetMemberPlacement } from '../api/set-member-placement.ts';
import { placementError } from '../components/placement-feedback.ts';
import { usePlacementT } from '../i18n/index.ts';

type MemberType = (typeof memberTypes)[number];

function TypeForm({ target }: { target: MemberTarget }) {
  const mt = usePlacementT();
  const loadError = useLoadErrorMessage();
  const { member } = target.profile;
  const save = useSetMemberPlacement(target.memberId);
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
          setDone(mt('type.saved', { name, type: mt(`type.${updated.type}`) }));
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
        <Button type="submit" loading={save.isPending}>
          {mt('type.save')}
        </Button>
        <BackToManage localeId={member.currentLocale} />
      </Stack>
    </form>
  );
}

/** `membertype-modal?memberId=`: set a member's type. */
export default function MemberTypePage() {
  const mt = usePlacementT();
  return (
    <PermissionGate permission="members.manage" title={mt('notAllowed.title')} body={mt('notAllowed.manage')}>
      {() => (
        <PageCard title={mt('type.title')} intro={mt('type.intro')}>
          <ManagedMember>{(target) => <TypeForm target={target} />}</ManagedMember>
        </PageCard>
      )}
    </PermissionGate>
  );
}
