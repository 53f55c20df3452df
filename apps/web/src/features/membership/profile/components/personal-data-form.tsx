import { personalDataCalls, type Member } from '@congregate/contracts';
import { Alert, Anchor, List, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { loadLatestProfile, type MemberTarget } from '../../../../lib/members/index.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useUpdatePersonalData, type PersonalDataInput } from '../api/update-personal-data.ts';
import { useProfileT } from '../i18n/index.ts';
import { bodyOf, valuesOf, type FormValues } from '../sections/field-spec.ts';
import { personalFields, personalHeadings } from '../sections/personal-fields.ts';
import { EntryForm } from './entry-form.tsx';
import { readOnlyInputProps } from '../../../../lib/forms/read-only.tsx';

/** The request body the form would send for a stored member (to tell what the person changed). */
const bodyOfMember = (member: Member) => bodyOf(personalFields, valuesOf(personalFields, member));
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A field the person changed that someone else also changed meanwhile: what was saved there. */
interface Overlap {
  field: string;
  saved: unknown;
}

/** What the form is based on: the stored record (and its version) and the values it starts from. */
interface Base {
  member: Member;
  initial: FormValues;
  /** Bumped to start the form again from `initial` (after a 412). */
  round: number;
}

/**
 * The personal-data form once the record is the server's: opened from a reload, a bookmark or a second device,
 * the device's stored copy shows at once elsewhere, but a form filled from it would show old values and its save
 * would be refused as changed meanwhile (issue 37). It waits for the server's answer (a moment), or says it could
 * not be asked.
 */
export function PersonalDataForm({ target }: { target: MemberTarget }) {
  if (target.fresh === false) {
    return target.refreshError ? (
      <LoadError error={target.refreshError} onRetry={() => void target.refresh()} />
    ) : (
      <LoadingBlock />
    );
  }
  return <PersonalDataEditor target={target} />;
}

/**
 * Every personal-data field, checked with the shared schema; email and locale change through requests.
 * A save sends only the fields the person changed, with the version of the record the form was filled from
 * (`If-Match`). When someone else changed the record meanwhile (412), the latest is loaded: fields the person
 * did not touch show it, fields they changed keep what they typed (listed when the other change was there too),
 * and they save again — nothing is overwritten unseen and nothing typed is lost.
 */
function PersonalDataEditor({ target }: { target: MemberTarget }) {
  const t = useT();
  const pt = useProfileT();
  const update = useUpdatePersonalData(target.memberId);
  const [base, setBase] = useState<Base>(() => ({
    member: target.profile.member,
    initial: valuesOf(personalFields, target.profile.member),
    round: 0,
  }));
  const [stale, setStale] = useState<Overlap[] | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const { member } = target.profile;
  // The Save button is far below the notice on a phone: bring the notice (and the latest) into view.
  useEffect(() => {
    if (stale) notice.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [stale]);

  const save = async (body: PersonalDataInput) => {
    const before = bodyOfMember(base.member);
    const typed = body as Record<string, unknown>;
    const changed = Object.fromEntries(
      Object.entries(typed).filter(([field, value]) => !same(value, before[field])),
    ) as PersonalDataInput;
    try {
      const saved = await update.mutateAsync({ body: changed, version: base.member.version });
      setStale(null);
      setBase((current) => ({ ...current, member: saved.member }));
    } catch (error) {
      if (!isApiError(error) || !error.isStale) throw error;
      const latest = (await loadLatestProfile(target.memberId, target.isSelf)).member;
      const now = bodyOfMember(latest);
      const overlaps = Object.entries(changed)
        .filter(([field, value]) => !same(now[field], before[field]) && !same(now[field], value))
        .map(([field]) => ({ field, saved: now[field] }));
      setBase((current) => ({
        member: latest,
        initial: valuesOf(personalFields, { ...latest, ...changed }),
        round: current.round + 1,
      }));
      setStale(overlaps);
    }
  };

  const labelOf = (name: string) => {
    const field = personalFields.find((candidate) => candidate.name === name);
    return field ? pt(field.label) : name;
  };

  return (
    <Stack gap="md">
      {stale && (
        <Alert ref={notice} role="alert" color="orange" icon={<IconAlertCircle />} title={t('refusal.stale')}>
          {pt('personal.staleKept')}
          {stale.length > 0 && (
            <List size="sm" mt="xs">
              {stale.map(({ field, saved }) => (
                <List.Item key={field}>
                  {pt('personal.staleOverlap', {
                    field: labelOf(field),
                    value: saved === null || saved === '' ? pt('personal.staleEmpty') : String(saved),
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <EntryForm
        key={`${member.id}-${base.round}`}
        fields={personalFields}
        headings={personalHeadings}
        schema={personalDataCalls.update.body}
        initial={base.initial}
        submitLabel={t('common.save')}
        savedMessage={pt('personal.saved')}
        onSubmit={save}
        countryId={target.profile.locale.countryId}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={pt('field.email')}
            value={member.email ?? pt('personal.emailNone')}
            {...readOnlyInputProps}
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
            {...readOnlyInputProps}
            description={
              <Anchor component={Link} to={target.link('/edit-member-locale')} size="xs">
                {pt('personal.changeLocale')}
              </Anchor>
            }
          />
        </SimpleGrid>
      </EntryForm>
    </Stack>
  );
}
