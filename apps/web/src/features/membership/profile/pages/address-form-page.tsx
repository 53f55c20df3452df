import { Anchor, Group, Stack } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IconArrowLeft } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { ApiError } from '../../../../lib/api/index.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { useCreateSectionEntry } from '../api/create-section-entry.ts';
import { useSectionEntries } from '../api/get-section-entries.ts';
import { useUpdateSectionEntry } from '../api/update-section-entry.ts';
import { EntryForm } from '../components/entry-form.tsx';
import { OtherMemberNote } from '../components/other-member-note.tsx';
import { useProfileT } from '../i18n/index.ts';
import { valuesOf } from '../sections/field-spec.ts';
import { addressSection, newEntryOf } from '../sections/section-specs.ts';

function AddressForm({ target, itemId }: { target: MemberTarget; itemId: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const entries = useSectionEntries(addressSection, target.memberId);
  const create = useCreateSectionEntry(addressSection, target.memberId);
  const update = useUpdateSectionEntry(addressSection, target.memberId);
  const back = target.link('/tabs/address-book');
  if (itemId && entries.isPending) return <LoadingBlock />;
  if (itemId && entries.isError) return <LoadError error={entries.error} />;
  const item = itemId ? entries.data?.find((entry) => entry.id === itemId) : null;
  if (itemId && !item) return <LoadError error={new ApiError(404, 'not_found', 'No such address')} />;
  return (
    <EntryForm
      fields={addressSection.fields}
      schema={addressSection.calls.create.body}
      initial={valuesOf(addressSection.fields, item ?? newEntryOf(addressSection, target.profile))}
      submitLabel={t('common.save')}
      onCancel={() => void navigate(back)}
      onSubmit={async (body) => {
        if (item) await update.mutateAsync({ item, body });
        else await create.mutateAsync(body);
        await navigate(back);
      }}
    />
  );
}

/** `address-modal` (`?id=` to edit an address, none to add one; `&memberId=` for an admin): the address form as a page. */
export default function AddressFormPage() {
  const pt = useProfileT();
  const [params] = useSearchParams();
  const itemId = params.get('id');
  return (
    <PageCard title={pt(itemId ? 'addresses.editTitle' : 'addresses.add')}>
      <MemberTargetGate>
        {(target) => (
          <Stack gap="md">
            <OtherMemberNote target={target} />
            <Anchor component={Link} to={target.link('/tabs/address-book')} size="sm">
              <Group gap={4} component="span">
                <IconArrowLeft size={16} aria-hidden />
                {pt('addressModal.back')}
              </Group>
            </Anchor>
            <AddressForm target={target} itemId={itemId} />
          </Stack>
        )}
      </MemberTargetGate>
    </PageCard>
  );
}
