import {
  internationalMobile,
  onBehalfRsvpSchema,
  type MemberListItem,
  type RegisteredGuestRsvp,
} from '@congregate/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MemberSearchDialog } from '../../../../components/members/member-search-dialog.tsx';
import { IconAlertCircle, IconCircleCheck } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import {
  NotAllowed,
  useSignedInAccess,
  type SignedInAccess,
} from '../../../../components/ui/permission-gate.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { can, scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useChurchEvents } from '../../../../lib/church-events/api/get-church-events.ts';
import { useCountries, useLocales } from '../../../../lib/config/index.ts';
import { formatWhen } from '../../../../lib/format/date.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import { fullName } from '../../../../lib/members/full-name.ts';
import { useMyFlock } from '../api/get-my-flock.ts';
import { useRegisterGuest } from '../api/register-guest.ts';
import { useRsvpsT } from '../i18n/index.ts';

interface GuestFields {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  partySize: string;
  firstTime: boolean;
}
const emptyGuest: GuestFields = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  partySize: '1',
  firstTime: true,
};

/** The events offered: from the hour now starts to a year ahead. */
function aheadOf(now: number) {
  const hour = Math.floor(now / 3_600_000) * 3_600_000;
  return { from: new Date(hour).toISOString(), to: new Date(hour + 366 * 86_400_000).toISOString() };
}

/** Where the server sent the guest their link: the contact the leader gave. */
interface SentTo {
  email: boolean;
  mobile: boolean;
}

const sentToKey = (sentTo: SentTo) =>
  sentTo.email && sentTo.mobile
    ? ('add.linkSentBoth' as const)
    : sentTo.email
      ? ('add.linkSentEmail' as const)
      : ('add.linkSentText' as const);

/**
 * What the leader sees once the guest is registered: their status, and that the guest gets their own link (by
 * e-mail or text) to confirm. The answer has no code: only the guest can confirm, so there is nothing to pass on.
 */
function Registered({
  rsvp,
  sentTo,
  onAnother,
}: {
  rsvp: RegisteredGuestRsvp;
  sentTo: SentTo;
  onAnother: () => void;
}) {
  const rt = useRsvpsT();
  const name = `${rsvp.firstName} ${rsvp.lastName}`;
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="teal" icon={<IconCircleCheck />} role="status" w="100%">
        <Stack gap={4}>
          <Text inherit>
            {rsvp.status === 'waitlisted'
              ? rt('add.waitlisted', { name, position: rsvp.waitlistPosition ?? 1 })
              : rt('add.registered', { name })}
          </Text>
          <Text inherit>{rt(sentToKey(sentTo), { name: rsvp.firstName })}</Text>
        </Stack>
      </Alert>
      <Button variant="subtle" onClick={onAnother}>
        {rt('add.another')}
      </Button>
    </Stack>
  );
}

function RsvpAddForm({ signedIn }: { signedIn: SignedInAccess }) {
  const rt = useRsvpsT();
  const t = useT();
  const { language } = useI18n();
  const locales = useLocales();
  const countries = useCountries();
  const me = signedIn.profile.member;
  const isAdmin = can(signedIn.access, 'members.manage');
  const leads = signedIn.access.roles.some((grant) => grant.role === 'flock_leader');
  const adminLocales = scopeLocales(signedIn.access, locales.data ?? []);
  const localeChoices = [
    ...(me.currentLocale ? [{ value: me.currentLocale, label: me.currentLocaleName }] : []),
    ...adminLocales.filter((l) => l.id !== me.currentLocale).map((l) => ({ value: l.id, label: l.name })),
  ];
  const [localeId, setLocaleId] = useState<string | null>(me.currentLocale ?? adminLocales[0]?.id ?? null);
  const [now] = useState(() => Date.now());
  const [period] = useState(() => aheadOf(now));
  const events = useChurchEvents(localeId, period);
  const upcoming = (events.data ?? []).filter((e) => !e.cancelledAt && Date.parse(e.endsAt) > now);
  const [eventId, setEventId] = useState('');
  const flock = useMyFlock(leads);
  const flockMembers = (flock.data?.items ?? []).filter((m) => m.localeId === localeId);
  const [inviter, setInviter] = useState<{ id: string; name: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const [fields, setFields] = useState<GuestFields>(emptyGuest);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ rsvp: RegisteredGuestRsvp; sentTo: SentTo } | null>(null);
  const register = useRegisterGuest();

  const callingCode = (() => {
    const countryId = locales.data?.find((l) => l.id === localeId)?.countryId;
    return countries.data?.find((c) => c.id === countryId)?.callingCode ?? null;
  })();
  const text = (key: Exclude<keyof GuestFields, 'firstTime'>) => ({
    value: fields[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setFields((f) => ({ ...f, [key]: value }));
    },
    error: errors[key],
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems: FieldErrors = {};
    if (!eventId) problems.eventId = rt('add.chooseEvent');
    if (!inviter) problems.memberId = rt('add.chooseMember');
    const parsed = onBehalfRsvpSchema.safeParse({
      memberId: inviter?.id ?? '',
      firstName: fields.firstName,
      lastName: fields.lastName,
      mobile: fields.mobile.trim() ? internationalMobile(fields.mobile, callingCode) : undefined,
      email: fields.email.trim() ? fields.email.trim() : undefined,
      partySize: Number(fields.partySize),
      firstTime: fields.firstTime,
    });
    if (!parsed.success) Object.assign(problems, { ...fieldErrorsFromZod(parsed.error, t), ...problems });
    if (!parsed.success || Object.keys(problems).length > 0) return setErrors(problems);
    setErrors({});
    const sentTo = { email: parsed.data.email !== undefined, mobile: parsed.data.mobile !== undefined };
    register.mutate(
      { eventId, body: parsed.data },
      {
        onSuccess: (rsvp) => setDone({ rsvp, sentTo }),
        onError: (error) => {
          if (isApiError(error) && error.status === 422) {
            const fromApi = fieldErrorsFromApi(error, t);
            setErrors(fromApi);
            if (Object.keys(fromApi).length === 0) setFormError(refusalMessage(t, error));
          } else setFormError(refusalMessage(t, error));
        },
      },
    );
  };

  if (locales.isPending) return <LoadingBlock />;
  if (done)
    return (
      <Registered
        rsvp={done.rsvp}
        sentTo={done.sentTo}
        onAnother={() => {
          setDone(null);
          setFields(emptyGuest);
        }}
      />
    );

  const pick = (member: MemberListItem) => {
    setInviter({ id: member.id, name: fullName(member) });
    setPicking(false);
  };

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle />}>
            {formError}
          </Alert>
        )}
        {localeChoices.length > 1 && (
          <NativeSelect
            label={rt('picker.locale')}
            value={localeId ?? ''}
            onChange={(e) => {
              setLocaleId(e.currentTarget.value);
              setEventId('');
              setInviter(null);
            }}
            data={localeChoices}
          />
        )}
        {events.isPending && localeId ? (
          <LoadingBlock />
        ) : events.isError ? (
          <LoadError error={events.error} onRetry={() => void events.refetch()} />
        ) : upcoming.length === 0 ? (
          <Text c="dimmed">{rt('add.noEvents')}</Text>
        ) : (
          <NativeSelect
            label={rt('picker.event')}
            required
            value={eventId}
            error={errors.eventId}
            onChange={(e) => setEventId(e.currentTarget.value)}
            data={[
              { value: '', label: rt('add.chooseEvent') },
              ...upcoming.map((e) => ({
                value: e.id,
                label: `${e.title} · ${formatWhen(e.startsAt, language, e.timeZone)}`,
              })),
            ]}
          />
        )}
        <Stack gap={4}>
          {leads && (
            <NativeSelect
              label={rt('add.member')}
              description={rt('add.memberHint')}
              required
              value={inviter && flockMembers.some((m) => m.id === inviter.id) ? inviter.id : ''}
              error={errors.memberId}
              onChange={(e) => {
                const member = flockMembers.find((m) => m.id === e.currentTarget.value);
                setInviter(member ? { id: member.id, name: fullName(member) } : null);
              }}
              data={[
                { value: '', label: flock.isPending ? t('common.loading') : rt('add.chooseMember') },
                ...flockMembers.map((m) => ({ value: m.id, label: fullName(m) })),
              ]}
            />
          )}
          {isAdmin && (
            <Group gap="xs">
              <Text size="sm">
                {inviter ? rt('add.invitedBy', { name: inviter.name }) : !leads ? rt('add.chooseMember') : ''}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={() => setPicking(true)}>
                {rt('add.findMember')}
              </Button>
            </Group>
          )}
          {!leads && errors.memberId && (
            <Text size="sm" c="red">
              {errors.memberId}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={rt('fields.firstName')} required autoComplete="off" {...text('firstName')} />
          <TextInput label={rt('fields.lastName')} required autoComplete="off" {...text('lastName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={rt('fields.mobile')}
            description={rt('fields.mobileHint')}
            type="tel"
            autoComplete="off"
            {...text('mobile')}
          />
          <TextInput label={rt('fields.email')} type="email" autoComplete="off" {...text('email')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={rt('fields.partySize')} inputMode="numeric" required {...text('partySize')} />
          <Checkbox
            mt="lg"
            label={rt('fields.firstTime')}
            checked={fields.firstTime}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setFields((f) => ({ ...f, firstTime: checked }));
            }}
          />
        </SimpleGrid>
        <Button type="submit" loading={register.isPending}>
          {rt('add.submit')}
        </Button>
      </Stack>
      {isAdmin && (
        <MemberSearchDialog
          opened={picking}
          onClose={() => setPicking(false)}
          onPick={pick}
          title={rt('add.findMember')}
          filters={localeId ? { localeId, endorsed: true } : undefined}
        />
      )}
    </form>
  );
}

/**
 * `flock-rsvp-add-modal`: a flock leader registers a guest a member of their flock invited (an admin: any
 * member of their locales) for an upcoming event; the server sends the guest their link (by e-mail or text),
 * through which they confirm and get their QR.
 */
export default function RsvpOnBehalfPage() {
  const rt = useRsvpsT();
  const state = useSignedInAccess();
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  const allowed =
    can(state.access, 'members.manage') || state.access.roles.some((grant) => grant.role === 'flock_leader');
  if (!allowed) return <NotAllowed title={rt('notAllowed.title')} body={rt('notAllowed.leader')} />;
  return (
    <PageCard title={rt('add.title')} intro={rt('add.intro')}>
      <RsvpAddForm signedIn={state} />
    </PageCard>
  );
}
