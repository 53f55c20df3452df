import type { AdminMemberDetail } from '@congregate/contracts';
import { Alert, Badge, Box, Button, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { IconMail, IconMapPin, IconPencil, IconUserCheck, IconUserEdit, IconUsers } from './icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { useLocales, useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatDay, formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import type { SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { memberActionPermission, type MemberAction } from '../../../../components/members/member-actions.tsx';
import { can, isSuperAdmin, scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useMemberDetail } from '../../../../lib/members/api/get-member-detail.ts';
import { fullName } from '../../../../lib/members/full-name.ts';
import { useMemberSearchT } from '../i18n/index.ts';
import { ChangeEmailForm } from './change-email-form.tsx';
import { MemberRoles } from './member-roles.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* A div: the value may be a badge, which a paragraph cannot hold. */}
      <Text size="sm" component="div">
        {value}
      </Text>
    </div>
  );
}

/**
 * Everything an admin sees and does about one member: the record, the account, roles, consents, requests.
 * Endorse, assign a flock, set the type and transfer open over the list (`onAction`); editing the profile
 * is a page of its own.
 */
export function MemberDetail({
  memberId,
  signedIn,
  onAction,
}: {
  memberId: string;
  signedIn: SignedInAccess;
  onAction: (action: MemberAction) => void;
}) {
  const detail = useMemberDetail(memberId);
  if (detail.isPending) return <LoadingBlock />;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  return <MemberDetailBody detail={detail.data} signedIn={signedIn} onAction={onAction} />;
}

function MemberDetailBody({
  detail,
  signedIn,
  onAction,
}: {
  detail: AdminMemberDetail;
  signedIn: SignedInAccess;
  onAction: (action: MemberAction) => void;
}) {
  const at = useMemberSearchT();
  const { language } = useI18n();
  const locales = useLocales();
  const [emailOpen, setEmailOpen] = useState(false);
  const { member, account } = detail;
  // Everything about the member happened in their locale: its time zone.
  const timeZone = useLocaleTimeZone(member.currentLocale);
  const name = fullName(member);
  const forMember = (path: string) => `${path}?memberId=${encodeURIComponent(member.id)}`;
  const allowed = (action: MemberAction) => can(signedIn.access, memberActionPermission[action]);
  const none = at('detail.none');
  const consentLabel = (kind: string) =>
    kind === 'data_privacy'
      ? at('consent.dataPrivacy')
      : kind === 'disclaimer'
        ? at('consent.disclaimer')
        : kind;

  return (
    <Stack gap="lg">
      <Group wrap="nowrap" gap="md" align="flex-start">
        <MemberAvatar photo={member.photo} name={name} size={72} />
        <Box miw={0}>
          <Text fw={700} size="lg">
            {[member.salutation, name].filter(Boolean).join(' ')}
          </Text>
          <Text size="sm" c="dimmed">
            {at('detail.memberId', { id: member.customId })} · {member.currentLocaleName}
          </Text>
          <Group gap={6} mt={4}>
            <Badge variant="light">{at(`type.${member.type}`)}</Badge>
            <Badge variant="light" color={member.endorsed ? 'teal' : 'yellow'}>
              {member.endorsed ? at('status.endorsed') : at('status.notEndorsed')}
            </Badge>
            <Badge variant="light" color="gray">
              {member.flockName ?? at('results.noFlock')}
            </Badge>
          </Group>
        </Box>
      </Group>

      {detail.rejection && (
        <Alert
          color="red"
          title={at('detail.rejected', {
            date: formatMoment(detail.rejection.rejectedAt, language, timeZone),
          })}
        >
          {detail.rejection.reason}
        </Alert>
      )}

      <Section id="member-actions" title={at('detail.actions')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {!member.endorsed && allowed('endorse') && (
            <Button onClick={() => onAction('endorse')} leftSection={<IconUserCheck size={18} />}>
              {at('detail.endorse')}
            </Button>
          )}
          <Button
            component={Link}
            to={forMember('/edit-member2')}
            variant="light"
            leftSection={<IconUserEdit size={18} />}
          >
            {at('detail.editProfile')}
          </Button>
          {allowed('transfer') && (
            <Button
              variant="light"
              onClick={() => onAction('transfer')}
              leftSection={<IconMapPin size={18} />}
            >
              {at('detail.transfer')}
            </Button>
          )}
          {allowed('flock') && (
            <Button variant="light" onClick={() => onAction('flock')} leftSection={<IconUsers size={18} />}>
              {at('detail.assignFlock')}
            </Button>
          )}
          {allowed('type') && (
            <Button variant="light" onClick={() => onAction('type')} leftSection={<IconPencil size={18} />}>
              {at('detail.memberType')}
            </Button>
          )}
          <Button
            variant={emailOpen ? 'filled' : 'light'}
            leftSection={<IconMail size={18} />}
            aria-expanded={emailOpen}
            aria-controls={emailOpen ? 'member-change-email' : undefined}
            onClick={() => setEmailOpen((open) => !open)}
          >
            {at('detail.changeEmail')}
          </Button>
        </SimpleGrid>
        {emailOpen && (
          <Box pt="xs" id="member-change-email">
            <ChangeEmailForm memberId={member.id} currentEmail={account?.email ?? member.email} />
          </Box>
        )}
      </Section>

      <Divider />
      <Section id="member-contact" title={at('detail.contact')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Fact label={at('detail.email')} value={member.email ?? none} />
          <Fact label={at('detail.mobile')} value={member.mobile ?? none} />
          <Fact
            label={at('detail.birthDate')}
            value={member.birthDate ? formatDay(member.birthDate, language) : none}
          />
          <Fact label={at('detail.gender')} value={member.gender ? at(`gender.${member.gender}`) : none} />
        </SimpleGrid>
      </Section>

      <Divider />
      <Section id="member-account" title={at('detail.account')}>
        {!account ? (
          <Text size="sm" c="dimmed">
            {at('detail.noAccount')}
          </Text>
        ) : (
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <Fact label={at('detail.signInEmail')} value={account.email} />
              <Fact
                label={at('detail.accountStatus')}
                value={
                  <Badge variant="light" color={account.disabled ? 'red' : 'teal'}>
                    {account.disabled ? at('detail.disabled') : at('detail.active')}
                  </Badge>
                }
              />
              <Fact
                label={at('detail.accountCreated')}
                value={formatMoment(account.createdAt, language, timeZone)}
              />
              <Fact
                label={at('detail.lastSignIn')}
                value={
                  account.lastSignInAt
                    ? formatMoment(account.lastSignInAt, language, timeZone)
                    : at('detail.never')
                }
              />
            </SimpleGrid>
            <Text size="sm" fw={600}>
              {at('detail.signIns')}
            </Text>
            {detail.signIns.length === 0 ? (
              <Text size="sm" c="dimmed">
                {at('detail.noSignIns')}
              </Text>
            ) : (
              <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: '1.2em' }}>
                {detail.signIns.map((signIn) => (
                  <Text key={signIn.at} component="li" size="sm">
                    {formatMoment(signIn.at, language, timeZone)}
                    {signIn.ip ? ` · ${signIn.ip}` : ''}
                    {signIn.userAgent ? (
                      <Text span size="xs" c="dimmed">
                        {` · ${signIn.userAgent.slice(0, 80)}`}
                      </Text>
                    ) : null}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Section>

      {account && (
        <>
          <Divider />
          <MemberRoles
            userId={account.userId}
            memberLocaleId={member.currentLocale}
            locales={scopeLocales(signedIn.access, locales.data ?? [])}
            superAdmin={isSuperAdmin(signedIn.access)}
          />
        </>
      )}

      <Divider />
      <Section id="member-consents" title={at('detail.consents')}>
        {detail.consents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {at('detail.noConsents')}
          </Text>
        ) : (
          <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: '1.2em' }}>
            {detail.consents.map((consent) => (
              <Text key={`${consent.kind}-${consent.version}`} component="li" size="sm">
                {at('detail.consentLine', {
                  kind: consentLabel(consent.kind),
                  version: consent.version,
                  date: formatMoment(consent.acceptedAt, language, timeZone),
                })}
                {consent.withdrawnAt &&
                  ` · ${at('detail.withdrawn', { date: formatMoment(consent.withdrawnAt, language, timeZone) })}`}
              </Text>
            ))}
          </Stack>
        )}
      </Section>

      <Divider />
      <Section id="member-requests" title={at('detail.openRequests')}>
        {detail.openRequests.transfers.length === 0 && detail.openRequests.emailChanges.length === 0 ? (
          <Text size="sm" c="dimmed">
            {at('detail.noOpenRequests')}
          </Text>
        ) : (
          <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: '1.2em' }}>
            {detail.openRequests.transfers.map((request) => (
              <Text key={request.id} component="li" size="sm">
                {at('detail.transferRequest', {
                  from: request.fromLocaleName,
                  to: request.toLocaleName,
                  date: formatMoment(request.requestedAt, language, timeZone),
                })}
              </Text>
            ))}
            {detail.openRequests.emailChanges.map((request) => (
              <Text key={request.id} component="li" size="sm">
                {at('detail.emailRequest', {
                  email: request.newEmail,
                  date: formatMoment(request.requestedAt, language, timeZone),
                })}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
