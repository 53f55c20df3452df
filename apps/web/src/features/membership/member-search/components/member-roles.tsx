import { roleScopeType, type Locale, type Role } from '@congregate/contracts';
import { Alert, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { useT } from '../../../../lib/i18n/index.ts';
import { useLocaleFlocks } from '../../../../lib/config/api/get-locale-flocks.ts';
import { useUserRoles, type UserRoles } from '../api/get-user-roles.ts';
import { useGrantRole } from '../api/grant-role.ts';
import { useRevokeRole } from '../api/revoke-role.ts';
import { useMemberSearchT } from '../i18n/index.ts';
import { districtsOf } from '../../../../lib/auth/admin-scope.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';

type Grant = UserRoles['roles'][number];

/**
 * Roles a locale or district admin may give a person; a super admin may also give the district-wide and global
 * ones. Never `kiosk`: that role belongs to a kiosk device's own account, made when a kiosk is added.
 */
const localeRoles: readonly Role[] = ['flock_leader', 'locale_admin', 'finance'];
const superRoles: readonly Role[] = [...localeRoles, 'district_admin', 'super_admin'];

/** The server's refusal (out of scope, already held, invalid) worded by its code, like any failure. */
function useRefusalMessage() {
  const t = useT();
  return (error: unknown) => refusalMessage(t, error);
}

/**
 * A user's role grants: the list, a form to grant a role within the admin's scope, and removal after a
 * confirmation. The server decides what is within scope and its refusal is shown as it says it.
 */
export function MemberRoles({
  userId,
  memberLocaleId,
  locales,
  superAdmin,
}: {
  userId: string;
  memberLocaleId: string;
  /** The admin's locales. */
  locales: readonly Locale[];
  superAdmin: boolean;
}) {
  const at = useMemberSearchT();
  const roles = useUserRoles(userId);
  const revoke = useRevokeRole(userId);
  const refusal = useRefusalMessage();
  const [removing, setRemoving] = useState<Grant | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const scopeLabel = (grant: Grant) =>
    grant.scopeType === 'all'
      ? at('roles.scopeAll')
      : grant.scopeType === 'self'
        ? at('roles.scopeSelf')
        : (grant.scopeName ?? grant.scopeId ?? '');

  const confirmRemove = () => {
    if (!removing) return;
    const grant = removing;
    revoke.mutate(grant.id, {
      onSuccess: () => {
        setMessage({ ok: true, text: at('roles.removed', { role: at(`role.${grant.role}`) }) });
        setRemoving(null);
      },
      onError: (error) => {
        setMessage({ ok: false, text: refusal(error) });
        setRemoving(null);
      },
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="member-roles-heading">
      <Title order={3} size="h5" id="member-roles-heading">
        {at('roles.title')}
      </Title>
      {message && (
        <Alert
          role={message.ok ? 'status' : 'alert'}
          color={message.ok ? 'teal' : 'red'}
          icon={message.ok ? <IconCircleCheck /> : undefined}
        >
          {message.text}
        </Alert>
      )}
      {roles.isPending ? (
        <LoadingBlock />
      ) : roles.isError ? (
        <LoadError error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {roles.data.roles.map((grant) => (
            <Paper key={grant.id} component="li" withBorder radius="md" px="sm" py={6}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text fw={600} size="sm">
                    {at(`role.${grant.role}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {scopeLabel(grant)}
                  </Text>
                </div>
                {grant.role === 'member' ? (
                  <Badge variant="light" color="gray">
                    {at('roles.implicit')}
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => {
                      setMessage(null);
                      setRemoving(grant);
                    }}
                    aria-label={at('roles.removeNamed', {
                      role: at(`role.${grant.role}`),
                      scope: scopeLabel(grant),
                    })}
                  >
                    {at('roles.remove')}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <GrantRoleForm
        userId={userId}
        memberLocaleId={memberLocaleId}
        locales={locales}
        superAdmin={superAdmin}
        onDone={setMessage}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={at('roles.removeTitle')}
        confirmLabel={at('roles.remove')}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        loading={revoke.isPending}
      >
        {removing &&
          at('roles.removeBody', { role: at(`role.${removing.role}`), scope: scopeLabel(removing) })}
      </ConfirmDialog>
    </Stack>
  );
}

function GrantRoleForm({
  userId,
  memberLocaleId,
  locales,
  superAdmin,
  onDone,
}: {
  userId: string;
  memberLocaleId: string;
  locales: readonly Locale[];
  superAdmin: boolean;
  onDone: (message: { ok: boolean; text: string }) => void;
}) {
  const t = useT();
  const at = useMemberSearchT();
  const grant = useGrantRole(userId);
  const refusal = useRefusalMessage();
  const flocks = useLocaleFlocks(memberLocaleId);
  const [role, setRole] = useState<Role | ''>('');
  const [scopeId, setScopeId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const scopeType = role ? roleScopeType[role] : null;

  const scopeOptions =
    scopeType === 'flock'
      ? (flocks.data?.flocks ?? []).map((flock) => ({ value: flock.id, label: flock.name }))
      : scopeType === 'locale'
        ? locales.map((locale) => ({ value: locale.id, label: locale.name }))
        : scopeType === 'district'
          ? districtsOf(locales).map((district) => ({ value: district.id, label: district.name }))
          : [];

  const chooseRole = (next: Role | '') => {
    setRole(next);
    setError(null);
    // A locale role defaults to the member's own locale.
    const type = next ? roleScopeType[next] : null;
    setScopeId(
      type === 'locale' && locales.some((locale) => locale.id === memberLocaleId) ? memberLocaleId : '',
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!role || !scopeType) return setError(t('validation.required'));
    const needsScope = scopeType === 'flock' || scopeType === 'locale' || scopeType === 'district';
    if (needsScope && !scopeId) return setError(at('roles.chooseScope'));
    setError(null);
    grant.mutate(
      { role, scopeType, scopeId: needsScope ? scopeId : null },
      {
        onSuccess: () => {
          onDone({ ok: true, text: at('roles.granted', { role: at(`role.${role}`) }) });
          chooseRole('');
        },
        onError: (failure) => onDone({ ok: false, text: refusal(failure) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={at('roles.grantTitle')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={at('roles.role')}
          value={role}
          onChange={(event) => chooseRole(event.currentTarget.value as Role | '')}
          error={!scopeType && error ? error : undefined}
          data={[
            { value: '', label: at('roles.chooseRole') },
            ...(superAdmin ? superRoles : localeRoles).map((value) => ({
              value,
              label: at(`role.${value}`),
            })),
          ]}
          style={{ flex: 1, minWidth: 160 }}
        />
        {scopeType && scopeType !== 'all' && scopeType !== 'self' && (
          <NativeSelect
            label={at(`roles.scope.${scopeType}`)}
            value={scopeId}
            onChange={(event) => setScopeId(event.currentTarget.value)}
            error={error ?? undefined}
            data={[{ value: '', label: '…' }, ...scopeOptions]}
            style={{ flex: 1, minWidth: 160 }}
          />
        )}
        <Button type="submit" variant="light" loading={grant.isPending}>
          {at('roles.grant')}
        </Button>
      </Group>
    </form>
  );
}
