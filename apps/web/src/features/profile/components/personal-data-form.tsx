import { personalDataCalls } from '@congregate/contracts';
import { Anchor, SimpleGrid, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { MemberTarget } from '../../../lib/members/index.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useUpdatePersonalData } from '../api/update-personal-data.ts';
import { useProfileT } from '../i18n/index.ts';
import { valuesOf } from '../sections/field-spec.ts';
import { personalFields, personalHeadings } from '../sections/personal-fields.ts';
import { EntryForm } from './entry-form.tsx';

/** Every personal-data field, checked with the shared schema; email and locale change through requests. */
export function PersonalDataForm({ target }: { target: MemberTarget }) {
  const t = useT();
  const pt = useProfileT();
  const update = useUpdatePersonalData(target.memberId);
  const { member } = target.profile;
  return (
    <EntryForm
      key={member.id}
      fields={personalFields}
      headings={personalHeadings}
      schema={personalDataCalls.update.body}
      initial={valuesOf(personalFields, member)}
      submitLabel={t('common.save')}
      savedMessage={pt('personal.saved')}
      onSubmit={(body) => update.mutateAsync(body)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={pt('field.email')}
          value={member.email ?? pt('personal.emailNone')}
          readOnly
          description={
            <>
              {pt('personal.emailHint')}{' '}
              <Anchor component={Link} to={target.link('/edit-member-email')} size="xs">
                {pt('personal.changeEmail')}
              </Anchor>
            </>
          }
        />
        <TextInput
          label={pt('field.locale')}
          value={member.currentLocaleName}
          readOnly
          description={
            <Anchor component={Link} to={target.link('/edit-member-locale')} size="xs">
              {pt('personal.changeLocale')}
            </Anchor>
          }
        />
      </SimpleGrid>
    </EntryForm>
  );
}
