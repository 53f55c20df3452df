import {
  familyLinkRelationships,
  familyRequestCalls,
  newFamilyRequestSchema,
  type FamilyLinkRelationship,
  type MemberListItem,
  type Relative,
  type NewFamilyRequestInput,
} from '@congregate/contracts';
import { Alert, Button, Group, Radio, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { useLocaleMembers } from '../../../../lib/members/api/get-locale-members.ts';
import { useFamilyLinksT } from '../i18n/index.ts';
import { useFamilyRefusal } from './family-refusal.ts';
import { useCallMutation } from '../../../../lib/api/use-call-mutation.ts';
import { familyKeys } from '../../../../lib/query-keys.ts';

const isLinkRelationship = (value: string): value is FamilyLinkRelationship =>
  (familyLinkRelationships as readonly string[]).includes(value);

type Errors = Partial<Record<'toMemberId' | 'weddingDate' | 'message' | 'relationship', string>>;

/**
 * Ask a relative to confirm the link: which entry of my family background (or none), their member record found by
 * name in a locale's list, the relationship, a wedding date for a spouse, a message.
 */
export function RequestForm({
  me,
  relatives,
  initialEntryId,
  onSent,
}: {
  me: { id: string; localeId: string; localeName: string };
  relatives: Relative[];
  initialEntryId: string | null;
  onSent: (message: string) => void;
}) {
  const ft = useFamilyLinksT();
  const refusal = useFamilyRefusal();
  const create = useCallMutation(familyRequestCalls.create, {
    input: (body: NewFamilyRequestInput) => ({ body }),
    invalidates: [familyKeys.all],
  });
  const locales = useLocales();
  const unlinked = relatives.filter((r) => r.memberId === null);
  const initial = unlinked.find((r) => r.id === initialEntryId) ?? null;
  const [entryId, setEntryId] = useState<string>(initial?.id ?? '');
  const [localeId, setLocaleId] = useState(me.localeId);
  const [search, setSearch] = useState(initial ? `${initial.firstName} ${initial.lastName}` : '');
  const [chosen, setChosen] = useState<MemberListItem | null>(null);
  const [relationship, setRelationship] = useState<FamilyLinkRelationship>(
    initial && isLinkRelationship(initial.relationship) ? initial.relationship : 'spouse',
  );
  const [weddingDate, setWeddingDate] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const searching = debounced.length >= 2;
  const members = useLocaleMembers(searching ? localeId : null, { q: debounced, limit: 10 });
  const found = (members.data?.pages.flatMap((page) => page.items) ?? []).filter((m) => m.id !== me.id);
  const localeName = locales.data?.find((l) => l.id === localeId)?.name ?? me.localeName;

  const chooseEntry = (id: string) => {
    setEntryId(id);
    const entry = unlinked.find((r) => r.id === id);
    if (entry) {
      setSearch(`${entry.firstName} ${entry.lastName}`);
      setChosen(null);
      if (isLinkRelationship(entry.relationship)) setRelationship(entry.relationship);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = newFamilyRequestSchema.safeParse({
      toMemberId: chosen?.id ?? '',
      relationship,
      relativeEntryId: entryId || undefined,
      weddingDate: relationship === 'spouse' && weddingDate ? weddingDate : undefined,
      message,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        next[field] = field === 'toMemberId' ? ft('form.chooseMember') : ft('form.invalid');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const name = `${chosen!.firstName} ${chosen!.lastName}`;
    create.mutate(parsed.data, {
      onSuccess: () => {
        setEntryId('');
        setSearch('');
        setChosen(null);
        setWeddingDate('');
        setMessage('');
        onSent(ft('form.sent', { name }));
      },
      onError: (error) => setProblem(refusal(error)),
    });
  };

  const entryOptions = [
    { value: '', label: ft('form.entryNone') },
    ...unlinked.map((r) => ({ value: r.id, label: `${r.firstName} ${r.lastName}` })),
  ];
  const localeOptions = (locales.data ?? []).map((l) => ({ value: l.id, label: l.name }));
  if (!localeOptions.some((o) => o.value === me.localeId))
    localeOptions.unshift({ value: me.localeId, label: me.localeName });
  const outsideLocale = members.isError && isApiError(members.error) && members.error.status === 403;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="family-form-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="family-form-title">
          {ft('form.title')}
        </Title>
        <Select
          label={ft('form.entry')}
          description={ft('form.entryHint')}
          data={entryOptions}
          value={entryId}
          onChange={(value) => chooseEntry(value ?? '')}
          allowDeselect={false}
        />
        <Select
          label={ft('form.locale')}
          data={localeOptions}
          value={localeId}
          searchable
          onChange={(value) => {
            if (value) setLocaleId(value);
            setChosen(null);
          }}
          allowDeselect={false}
        />
        <TextInput
          label={ft('form.search')}
          description={ft('form.searchHint')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setChosen(null);
          }}
          maxLength={100}
        />
        {searching &&
          (members.isPending ? (
            <LoadingBlock />
          ) : outsideLocale ? (
            <Text size="sm" role="status">
              {ft('form.otherLocale')}
            </Text>
          ) : members.isError ? (
            <Text size="sm" c="red" role="alert">
              {refusal(members.error)}
            </Text>
          ) : found.length === 0 ? (
            <Text size="sm" c="dimmed" role="status">
              {ft('form.noResults', { locale: localeName })}
            </Text>
          ) : (
            <Radio.Group
              label={ft('form.results')}
              value={chosen?.id ?? ''}
              onChange={(id) => {
                setChosen(found.find((m) => m.id === id) ?? null);
                setErrors((e) => ({ ...e, toMemberId: undefined }));
              }}
              error={errors.toMemberId}
            >
              <Stack gap="xs" mt="xs">
                {found.map((m) => (
                  <Group key={m.id} gap="sm" wrap="nowrap">
                    <MemberAvatar photo={m.photo} name={`${m.firstName} ${m.lastName}`} size={32} />
                    <Radio
                      value={m.id}
                      label={`${m.firstName} ${m.lastName}`}
                      description={[m.localeName, m.flockName].filter(Boolean).join(' · ')}
                    />
                  </Group>
                ))}
              </Stack>
            </Radio.Group>
          ))}
        {errors.toMemberId && !(searching && found.length > 0) && (
          <Text size="sm" c="red" role="alert">
            {errors.toMemberId}
          </Text>
        )}
        <Select
          label={ft('form.relationship')}
          data={familyLinkRelationships.map((r) => ({ value: r, label: ft(`relationship.${r}`) }))}
          value={relationship}
          onChange={(value) => value && isLinkRelationship(value) && setRelationship(value)}
          allowDeselect={false}
        />
        {relationship === 'spouse' && (
          <TextInput
            type="date"
            label={ft('form.weddingDate')}
            description={ft('form.weddingDateHint')}
            value={weddingDate}
            onChange={(event) => setWeddingDate(event.currentTarget.value)}
            error={errors.weddingDate}
          />
        )}
        <Textarea
          label={ft('form.message')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={300}
          autosize
          minRows={2}
          error={errors.message}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {ft('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
