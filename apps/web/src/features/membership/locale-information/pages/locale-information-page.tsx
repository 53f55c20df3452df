import {
  CHECK_IN_OPENS_LIMITS,
  idSchema,
  type LocaleInformation,
  type LocaleOfficer,
} from '@congregate/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { IconMapPin } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useSignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useProfile } from '../../../../lib/auth/index.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useLocaleInformation } from '../api/get-locale-information.ts';
import { useUpdateLocaleSettings } from '../api/update-locale-settings.ts';
import { useLocalesT } from '../i18n/index.ts';
import { addressText, mapLink } from '../lib/map-link.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function officerRole(officer: LocaleOfficer, lt: ReturnType<typeof useLocalesT>): string {
  if (officer.role === 'flock_leader' && officer.flockName)
    return lt('role.flockLeaderOf', { flock: officer.flockName });
  return lt(`role.${officer.role}`);
}

/** Whether the signed-in account administers the locale (the server's rule; it refuses others anyway). */
function useAdministers(localeId: string): boolean {
  const signedIn = useSignedInAccess();
  const locales = useLocales();
  if (signedIn.status !== 'ready' || !locales.data) return false;
  return scopeLocales(signedIn.access, locales.data).some((l) => l.id === localeId);
}

/** The minutes as a whole number within the limits, else null. */
function minutesOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const minutes = Number(text.trim());
  return minutes >= CHECK_IN_OPENS_LIMITS.min && minutes <= CHECK_IN_OPENS_LIMITS.max ? minutes : null;
}

/** For an admin over the locale: how many minutes before a service check-in opens. */
function CheckInOpensForm({ localeId, minutes }: { localeId: string; minutes: number }) {
  const lt = useLocalesT();
  const loadError = useLoadErrorMessage();
  const update = useUpdateLocaleSettings(localeId);
  const [text, setText] = useState(String(minutes));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const value = minutesOf(text);
    if (value === null) {
      setProblem(lt('checkIn.invalid'));
      return;
    }
    setProblem(null);
    update.mutate({ checkInOpensMinutes: value }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" maw={360}>
        <TextInput
          label={lt('checkIn.label')}
          description={lt('checkIn.hint')}
          inputMode="numeric"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setSaved(false);
          }}
          error={problem}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {lt('checkIn.save')}
          </Button>
        </Group>
        {saved && (
          <Text size="sm" role="status">
            {lt('checkIn.saved')}
          </Text>
        )}
        {update.isError && (
          <Alert color="red" role="alert">
            {loadError(update.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** When check-in opens for the locale's services, and the setting for its admins. */
function CheckInSection({ locale }: { locale: LocaleInformation }) {
  const lt = useLocalesT();
  const admin = useAdministers(locale.id);
  const minutes = locale.checkInOpensMinutes;
  if (minutes === undefined) return null;
  return (
    <Section id="locale-check-in" title={lt('checkIn.title')}>
      <Text>{minutes === 0 ? lt('checkIn.opensAtStart') : lt('checkIn.opens', { minutes })}</Text>
      {admin && <CheckInOpensForm key={minutes} localeId={locale.id} minutes={minutes} />}
    </Section>
  );
}

function Information({ locale }: { locale: LocaleInformation }) {
  const lt = useLocalesT();
  const address = addressText({ ...locale, countryName: '' });
  const schedule = [...locale.serviceSchedule].sort((a, b) => a.day - b.day || a.time.localeCompare(b.time));
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light">{locale.countryName}</Badge>
        {locale.districtName && (
          <Badge variant="light" color="gray">
            {lt('info.district', { name: locale.districtName })}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section id="locale-address" title={lt('info.address')}>
          {address ? (
            <>
              <Text component="address" style={{ fontStyle: 'normal' }}>
                {addressText(locale)}
              </Text>
              <Anchor
                href={mapLink(locale)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={lt('info.mapLabel', { name: locale.name })}
              >
                <Group gap={4} component="span">
                  <IconMapPin size={16} aria-hidden />
                  {lt('info.map')}
                </Group>
              </Anchor>
            </>
          ) : (
            <Text c="dimmed">{lt('info.noAddress')}</Text>
          )}
        </Section>
        <Section id="locale-contact" title={lt('info.contact')}>
          {locale.phone || locale.email ? (
            <Stack gap={4}>
              {locale.phone && (
                <Text>
                  {lt('info.phone')}:{' '}
                  <Anchor href={`tel:${locale.phone.replace(/[^+\d]/g, '')}`}>{locale.phone}</Anchor>
                </Text>
              )}
              {locale.email && (
                <Text>
                  {lt('info.email')}: <Anchor href={`mailto:${locale.email}`}>{locale.email}</Anchor>
                </Text>
              )}
            </Stack>
          ) : (
            <Text c="dimmed">{lt('info.noContact')}</Text>
          )}
        </Section>
      </SimpleGrid>
      <Section id="locale-schedule" title={lt('info.schedule')}>
        {schedule.length === 0 ? (
          <Text c="dimmed">{lt('info.noSchedule')}</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={320}>
              <Table aria-labelledby="locale-schedule">
                <Table.Tbody>
                  {schedule.map((service) => (
                    <Table.Tr key={`${service.day}-${service.time}-${service.name}`}>
                      <Table.Th scope="row">
                        {lt(`day.${service.day}` as `day.${0 | 1 | 2 | 3 | 4 | 5 | 6}`)}
                      </Table.Th>
                      <Table.Td>{service.time}</Table.Td>
                      <Table.Td>{service.name}</Table.Td>
                      <Table.Td c="dimmed">
                        {lt('info.minutes', { minutes: service.durationMinutes })}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm" c="dimmed">
              {lt('info.scheduleZone', { zone: locale.timeZone })}
            </Text>
          </>
        )}
      </Section>
      <CheckInSection locale={locale} />
      <Section id="locale-officers" title={lt('info.officers')}>
        <Text size="sm" c="dimmed">
          {locale.flockCount === 1
            ? lt('info.flockCountOne')
            : lt('info.flockCount', { count: locale.flockCount })}
        </Text>
        {locale.officers.length === 0 ? (
          <Text c="dimmed">{lt('info.noOfficers')}</Text>
        ) : (
          <List spacing={4}>
            {locale.officers.map((officer, index) => (
              <List.Item key={`${officer.role}-${officer.displayName}-${officer.flockName ?? ''}-${index}`}>
                <Text span fw={600}>
                  {officer.displayName}
                </Text>
                <Text span c="dimmed">
                  {' · '}
                  {officerRole(officer, lt)}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </Stack>
  );
}

/** `locale-information?localeId=` (default: one's own locale): address, contact, services, officers. */
export default function LocaleInformationPage() {
  const t = useT();
  const lt = useLocalesT();
  const [params] = useSearchParams();
  const profile = useProfile();
  const requested = params.get('localeId');
  const malformed = requested !== null && !idSchema.safeParse(requested).success;
  const localeId = malformed ? null : (requested ?? profile.data?.member.currentLocale ?? null);
  const information = useLocaleInformation(localeId);

  return (
    <PageCard
      title={information.data?.name ?? lt('info.title')}
      intro={information.data ? lt('info.title') : undefined}
      maw={900}
      actions={
        <Anchor component={Link} to="/locale-modal">
          {lt('info.other')}
        </Anchor>
      }
    >
      {malformed ? (
        <Text>{t('common.notFound')}</Text>
      ) : !localeId && profile.isError ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : information.isError ? (
        <LoadError error={information.error} onRetry={() => void information.refetch()} />
      ) : information.data ? (
        <Information locale={information.data} />
      ) : (
        <LoadingBlock />
      )}
    </PageCard>
  );
}
