import { Stack } from '@mantine/core';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { OtherMemberNote } from '../components/other-member-note.tsx';
import { SignatureEditor } from '../components/signature-editor.tsx';
import { useProfileT } from '../i18n/index.ts';

/** `signature`: draw with a finger or the mouse, save, see the saved one, draw again. */
export default function SignaturePage() {
  const pt = useProfileT();
  return (
    <PageCard title={pt('signature.title')} intro={pt('signature.intro')}>
      <MemberTargetGate>
        {(target) => (
          <Stack gap="md">
            <OtherMemberNote target={target} />
            <SignatureEditor target={target} />
          </Stack>
        )}
      </MemberTargetGate>
    </PageCard>
  );
}
