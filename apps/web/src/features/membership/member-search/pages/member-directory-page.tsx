import { idSchema, type MemberListItem } from '@congregate/contracts';
import { Alert, Button, Group, NativeSelect, Stack, Switch, Tabs, Text } from '@mantine/core';
import { IconLock } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { useSignedInAccess, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { can, grantedScopes, scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocaleMembers } from '../../../../lib/members/api/get-locale-members.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useFlockMembers } from '../api/get-flock-members.ts';
import { MemberResults } from '../components/member-results.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useMemberSearchT } from '../i18n/index.ts';

/** A grid-friendly page of faces (2, 3, 4 or 6 a row). */
const DIRECTORY_PAGE = 24;

type View = 'locale' | 'flock';

/** A refusal (403) as a clear "not for you" message; anything else as a load error. */
function ListError({ error, onRetry, refused }: { error: Error; onRetry: () => void; refused: string }) {
  const at = useMemberSearchT();
  if (isApiError(error) && error.status === 403) {
    return (
      <Alert role="alert" color="gray" icon={<IconLock />} title={at('notAllowed.title')}>
        {refused}
      </Alert>
    );
  }
  return <LoadError error={error} onRetry={onRetry} />;
}

function LocaleMembers({
  signedIn,
  hrefOf,
}: {
  signedIn: SignedInAccess;
  hrefOf?: (m: MemberListItem) => string | null;
}) {
  const at = useMemberSearchT();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const own = signedIn.profile.member;
  const admin = can(signedIn.access, 'members.view');
  const requested = params.get('locale');
  const localeId = requested && idSchema.safeParse(requested).success ? requested : own.currentLocale;
  const q = params.get('q')?.trim() ?? '';
  // Faces first (the spec's list of members with photos); `?everyone=yes` lists those without a photo too.
  const withPhoto = params.get('everyone') !== 'yes';
  const members = useLocaleMembers(localeId, { q, withPhoto, limit: DIRECTORY_PAGE });
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const total = members.data?.pages[0]?.total ?? 0;
  // An admin may look at any locale they look after; everyone sees their own.
  const scope = admin ? scopeLocales(signedIn.access, locales.data ?? []) : [];
  const choices = [
    ...(scope.some((locale) => locale.id === own.currentLocale)
      ? []
      : [{ id: own.currentLocale, name: own.currentLocaleName }]),
    ...scope.map(({ id, name }) => ({ id, name })),
  ];

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      {choices.length > 1 && (
        <NativeSelect
          label={at('filters.locale')}
          value={localeId}
          onChange={(event) =>
            setParam(
              'locale',
              event.currentTarget.value === own.currentLocale ? undefined : event.currentTarget.value,
            )
          }
          data={choices.map((locale) => ({ value: locale.id, label: locale.name }))}
        />
      )}
      <Group align="flex-end" gap="md" wrap="wrap">
        <div style={{ flex: 1, minWidth: 220 }}>
          <SearchBox value={q} onCommit={(text) => setParam('q', text)} label={at('list.search')} />
        </div>
        <Switch
          label={at('list.withPhotoOnly')}
          checked={withPhoto}
          onChange={(event) => setParam('everyone', event.currentTarget.checked ? undefined : 'yes')}
          mb={8}
        />
      </Group>
      {members.isPending ? (
        <LoadingBlock />
      ) : members.isError ? (
        <ListError
          error={members.error}
          onRetry={() => void members.refetch()}
          refused={at('list.refused')}
        />
      ) : items.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">
            {q ? at('results.noMatch') : withPhoto ? at('list.emptyPhotos') : at('list.empty')}
          </Text>
          {withPhoto && (
            <Button variant="light" onClick={() => setParam('everyone', 'yes')}>
              {at('list.showEveryone')}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 1 ? at('results.totalOne') : at('results.total', { total, shown: items.length })}
          </Text>
          <MemberResults members={items} hrefOf={hrefOf} showEndorsed={admin} />
          <LoadMoreButton query={members} />
        </Stack>
      )}
    </Stack>
  );
}

function FlockMembers({
  hrefOf,
  showEndorsed,
}: {
  hrefOf?: (m: MemberListItem) => string | null;
  showEndorsed: boolean;
}) {
  const at = useMemberSearchT();
  const flock = useFlockMembers(true);
  if (flock.isPending) return <LoadingBlock />;
  if (flock.isError)
    return (
      <ListError error={flock.error} onRetry={() => void flock.refetch()} refused={at('list.flockRefused')} />
    );
  if (flock.data.items.length === 0) return <Text c="dimmed">{at('list.flockEmpty')}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {flock.data.total === 1
          ? at('results.totalOne')
          : at('results.total', { total: flock.data.total, shown: flock.data.items.length })}
      </Text>
      <MemberResults members={flock.data.items} hrefOf={hrefOf} showEndorsed={showEndorsed} />
    </Stack>
  );
}

function MembersList({ signedIn }: { signedIn: SignedInAccess }) {
  const at = useMemberSearchT();
  const [params, setParams] = useUrlParams();
  const admin = can(signedIn.access, 'members.view');
  const leader = can(signedIn.access, 'flock.view');
  const hasFlockTab = leader || signedIn.profile.member.flockId !== null;
  const view: View = hasFlockTab && params.get('view') === 'flock' ? 'flock' : 'locale';
  // A flock leader opens the members of the flocks they lead as their leader sees them.
  const led = new Set(grantedScopes(signedIn.access, 'flock_leader').map((flock) => flock.id));
  const hrefOf = admin
    ? (member: MemberListItem) => `/admin-members?member=${encodeURIComponent(member.id)}`
    : led.size > 0
      ? (member: MemberListItem) =>
          member.flockId && led.has(member.flockId)
            ? `/flock-member-detail?flockId=${member.flockId}&id=${member.id}`
            : null
      : undefined;

  const locale = <LocaleMembers signedIn={signedIn} hrefOf={hrefOf} />;
  return (
    <PageCard title={at('list.title')} intro={at('list.intro')} maw={1100}>
      {hasFlockTab ? (
        <Tabs
          value={view}
          onChange={(value) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (value === 'flock') next.set('view', 'flock');
              else next.delete('view');
              return next;
            })
          }
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="locale">{at('list.localeTab')}</Tabs.Tab>
            <Tabs.Tab value="flock">{leader ? at('list.ledFlocksTab') : at('list.myFlockTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="locale">{locale}</Tabs.Panel>
          <Tabs.Panel value="flock">
            {/* A flock leader's rows are full; a member's own flock is the directory view. */}
            <FlockMembers hrefOf={hrefOf} showEndorsed={leader || admin} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        locale
      )}
    </PageCard>
  );
}

/** `members-list`: the members of a locale with their photos, and "My flock". */
export default function MemberDirectoryPage() {
  const state = useSignedInAccess();
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  return <MembersList signedIn={{ profile: state.profile, access: state.access }} />;
}
