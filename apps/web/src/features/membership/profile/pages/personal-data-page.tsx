import { Stack } from '@mantine/core';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { OtherMemberNote } from '../components/other-member-note.tsx';
import { PersonalDataForm } from '../components/personal-data-form.tsx';
import { useProfileT } from '../i18n/index.ts';

/** `tabs/personal-data`. */
export default function PersonalDataPage() {
  const pt = useProfileT();
  return (
    <PageCard title={pt('personal.title')} intro={pt('personal.intro')} maw={820}>
      <MemberTargetGate>
        {(target) => (
          <Stack gap="md">
            <OtherMemberNote target={target} />
            <PersonalDataForm target={target} />
          </Stack>
        )}
      </MemberTargetGate>
    </PageCard>
  );
}
