import { idSchema } from '@congregate/contracts';
import { Anchor, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoadError, LoadingBlock } from '../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../components/ui/permission-gate.tsx';
import { scopeLocales } from '../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../lib/config/index.ts';
import { useLocaleMembers } from '../../../lib/members/api/get-locale-members.ts';
import { MemberRow } from '../components/member-row.tsx';
import { SearchField } from '../components/search-field.tsx';
import { useManageT } from '../i18n/index.ts';

function LocaleMembers({ admin }: { admin: SignedInAccess }) {
  const mt = useManageT();
  const [params, setParams] = useSearchParams();
  const locales = useLocales();
  const scope = scopeLocales(admin.access, locales.data ?? []);
  const own = admin.profile.member.currentLocale;
  const requested = params.get('locale');
  // The admin's own locale first; another of their locales when asked (the server refuses the rest).
  const localeId =
    requested && idSchema.safeParse(requested).success
      ? requested
      : scope.some((locale) => locale.id === own)
        ? own
        : (scope[0]?.id ?? (locales.isError ? own : null));
  const q = params.get('q')?.trim() ?? '';
  const members = useLocaleMembers(localeId, { q });
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const total = members.data?.pages[0]?.total ?? 0;

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  if (locales.isPending) return <LoadingBlock />;
  if (!localeId) return <Text>{mt('manage.noScope')}</Text>;
  return (
    <Stack gap="md">
      {scope.length > 1 && (
        <NativeSelect
          label={mt('manage.locale')}
          value={localeId}
          onChange={(event) => setParam('locale', event.currentTarget.value)}
          data={scope.map((locale) => ({ value: locale.id, label: locale.name }))}
        />
      )}
      <SearchField label={mt('manage.search')} value={q} onCommit={(text) => setParam('q', text)} />
      {members.isPending ? (
        <LoadingBlock />
      ) : members.isError ? (
        <LoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : items.length === 0 ? (
        <Text>{q ? mt('manage.noMatch', { q }) : mt('manage.empty')}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 1
              ? mt('manage.countOne')
              : items.length < total
                ? mt('manage.countShown', { shown: items.length, total })
                : mt('manage.count', { total })}
          </Text>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </Stack>
          <LoadMoreButton query={members} />
        </Stack>
      )}
    </Stack>
  );
}

/** `manage-members`: the admin's hub for their locale's members, with the per-member actions. */
export default function ManageMembersPage() {
  const mt = useManageT();
  return (
    <PermissionGate permission="members.manage" title={mt('notAllowed.title')} body={mt('notAllowed.manage')}>
      {(admin) => (
        <PageCard
          title={mt('manage.title')}
          intro={mt('manage.intro')}
          maw={960}
          actions={
            <Group gap="md">
              <Anchor component={Link} to="/manage-members-upload">
                {mt('manage.upload')}
              </Anchor>
              <Anchor component={Link} to="/endorsement">
                {mt('manage.endorsement')}
              </Anchor>
              <Anchor component={Link} to="/admin-members">
                {mt('manage.search.page')}
              </Anchor>
            </Group>
          }
        >
          <LocaleMembers admin={admin} />
        </PageCard>
      )}
    </PermissionGate>
  );
}
