import { Stack } from '@mantine/core';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { OtherMemberNote } from '../components/other-member-note.tsx';
import { PhotoEditor } from '../components/photo-editor.tsx';
import { useProfileT } from '../i18n/index.ts';

/** `tabs/profile-photo` and `edit-member-photo` (with `?memberId=` for an admin). */
export default function ProfilePhotoPage() {
  const pt = useProfileT();
  return (
    <PageCard title={pt('photo.title')} intro={pt('photo.intro')}>
      <MemberTargetGate>
        {(target) => (
          <Stack gap="md">
            <OtherMemberNote target={target} />
            <PhotoEditor target={target} />
          </Stack>
        )}
      </MemberTargetGate>
    </PageCard>
  );
}
