import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import {
  IconCalendarEvent,
  IconChartLine,
  IconChevronRight,
  IconFileText,
  IconHeart,
  IconMail,
  IconMessage,
  IconPlayerPlay,
  IconUpload,
  IconUserPlus,
  IconUsersGroup,
} from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useLocales } from '../../../../lib/config/index.ts';
import { useOpenBatches } from '../../../../lib/giving/api/count-open-batches.ts';
import { usePepCount } from '../../../../lib/peps/api/count-peps.ts';
import { clusterName } from '../../../../lib/format/cluster.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { can, isSuperAdmin, scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import {
  IconDroplet,
  IconHistory,
  IconScan,
  IconSearch,
  IconTrophy,
  IconUserCheck,
  IconUsers,
} from '../components/icons.ts';
import { MembersByGroup, type GroupCount } from '../components/members-by-group.tsx';
import { TransfersPanel } from '../components/transfers-panel.tsx';
import { useDashboardT, type DashboardKey } from '../i18n/index.ts';

const adminLinks: readonly { to: string; labelKey: DashboardKey; icon: ComponentType<{ size?: number }> }[] =
  [
    { to: '/admin-members', labelKey: 'links.findMembers', icon: IconSearch },
    { to: '/members-list', labelKey: 'links.membersList', icon: IconUsers },
    { to: '/endorsement', labelKey: 'links.endorsement', icon: IconUserCheck },
    { to: '/manage-members', labelKey: 'links.manageMembers', icon: IconUserPlus },
    { to: '/manage-members-upload', labelKey: 'links.importMembers', icon: IconUpload },
    { to: '/admin-audit', labelKey: 'links.audit', icon: IconHistory },
    { to: '/admin-attendances', labelKey: 'links.attendance', icon: IconCalendarEvent },
    { to: '/locale-attendance', labelKey: 'links.localeAttendance', icon: IconChartLine },
    { to: '/summary-report', labelKey: 'links.summaryReport', icon: IconChartLine },
    { to: '/admin-pep', labelKey: 'links.peps', icon: IconUsersGroup },
    { to: '/event-soulwinner', labelKey: 'links.soulWinners', icon: IconTrophy },
    { to: '/baptism-monitoring', labelKey: 'links.baptismMonitoring', icon: IconDroplet },
    { to: '/baptism-scanner', labelKey: 'links.baptismScanner', icon: IconScan },
    { to: '/admin-newly-baptized', labelKey: 'links.newlyBaptized', icon: IconUserPlus },
    { to: '/admin-events', labelKey: 'links.events', icon: IconCalendarEvent },
    { to: '/admin-rsvp', labelKey: 'links.rsvps', icon: IconUsersGroup },
    { to: '/entry', labelKey: 'links.entry', icon: IconScan },
    { to: '/minister-page', labelKey: 'links.minister', icon: IconChartLine },
    { to: '/flock-awards', labelKey: 'links.awards', icon: IconTrophy },
    { to: '/admin-groups', labelKey: 'links.groups', icon: IconUsersGroup },
    { to: '/admin-announcements', labelKey: 'links.announcements', icon: IconMessage },
    { to: '/rrb', labelKey: 'links.recordBoard', icon: IconFileText },
    { to: '/category-popover', labelKey: 'links.recordCategories', icon: IconFileText },
    { to: '/admin-videos', labelKey: 'links.videos', icon: IconPlayerPlay },
  ];

/** Links for those who see a locale's giving (`giving.view`: finance, locale and district admins). */
const givingLinks: typeof adminLinks = [
  { to: '/transactions?tab=finance', labelKey: 'links.giving', icon: IconHeart },
];

/** Links for super admins only (the server refuses the others). */
const superAdminLinks: typeof adminLinks = [
  { to: '/admin-email-outbox', labelKey: 'links.emailOutbox', icon: IconMail },
];

/** What waits behind a link of the hub: how many, in words for its badge's accessible label. */
interface Waiting {
  count: number;
  /** A lower bound ("25+"). */
  more?: boolean;
  wordsKey: DashboardKey;
}

function Stat({
  label,
  value,
  action,
}: {
  label: string;
  value: number;
  /** A page (`to`), or a part of this page (`href`, `#id`). */
  action?: { to?: string; href?: string; label: string };
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {value}
      </Text>
      {action?.to && (
        <Anchor component={Link} to={action.to} size="sm">
          {action.label}
        </Anchor>
      )}
      {action?.href && (
        <Anchor href={action.href} size="sm">
          {action.label}
        </Anchor>
      )}
    </Paper>
  );
}

/**
 * Past this many locales (a super admin's whole church: thousands of flocks) the counts are shown by locale, and
 * clusters and flocks once a locale is chosen; a district's few locales still show theirs side by side.
 */
const MAX_LOCALES_BY_GROUP = 12;

/** Endorsed members per locale, by locale name, from the counts by flock. */
function membersByLocale(byFlock: readonly { localeId: string; localeName: string; members: number }[]) {
  const totals = new Map<string, GroupCount>();
  for (const row of byFlock) {
    const total = totals.get(row.localeId);
    if (total) total.members += row.members;
    else totals.set(row.localeId, { key: row.localeId, label: row.localeName, members: row.members });
  }
  return [...totals.values()].sort((a, b) => a.label.localeCompare(b.label));
}

function Dashboard({ signedIn }: { signedIn: SignedInAccess }) {
  const at = useDashboardT();
  const t = useT();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const mine = scopeLocales(signedIn.access, locales.data ?? []);
  const chosen = params.get('locale');
  const localeId = chosen && mine.some((locale) => locale.id === chosen) ? chosen : null;
  const dashboard = useDashboard(localeId);
  const inLocale = localeId ? { localeId } : {};
  const followUps = usePepCount({ overdue: 'true', ...inLocale });
  const baptized = usePepCount({ stage: 'baptized', ...inLocale });
  // Batches are a locale's: the chosen one, else the admin's own when it is theirs, else their first.
  const givingLocale = can(signedIn.access, 'giving.view')
    ? (localeId ??
      mine.find((l) => l.id === signedIn.profile.member.currentLocale)?.id ??
      mine[0]?.id ??
      null)
    : null;
  const batches = useOpenBatches(givingLocale);
  const waiting: Partial<Record<string, Waiting>> = {
    '/endorsement': dashboard.data && {
      count: dashboard.data.pendingEndorsements,
      wordsKey: 'waiting.endorsements',
    },
    '/admin-pep':
      followUps.data !== undefined ? { count: followUps.data, wordsKey: 'waiting.followUps' } : undefined,
    '/admin-newly-baptized':
      baptized.data !== undefined ? { count: baptized.data, wordsKey: 'waiting.baptized' } : undefined,
    '/transactions?tab=finance': batches.data && {
      count: batches.data.count,
      more: batches.data.more,
      wordsKey: 'waiting.openBatches',
    },
  };
  // Clusters and flocks are named per locale (`C1` of two locales are two groups): when the counts cover
  // more than one locale, each row says whose it is, `Quezon City · C1`.
  const shownLocales = new Set(dashboard.data?.byFlock.map((row) => row.localeId));
  const withLocale = (row: { localeName: string }, group: string) =>
    shownLocales.size > 1 ? at('dashboard.inLocale', { locale: row.localeName, group }) : group;

  return (
    <PageCard
      title={at('dashboard.title')}
      intro={at('dashboard.intro')}
      maw={1100}
      actions={
        mine.length > 1 ? (
          <NativeSelect
            label={at('filters.locale')}
            value={localeId ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (value) next.set('locale', value);
                  else next.delete('locale');
                  return next;
                },
                { replace: true },
              );
            }}
            data={[
              { value: '', label: at('filters.allLocales') },
              ...mine.map((l) => ({ value: l.id, label: l.name })),
            ]}
          />
        ) : undefined
      }
    >
      <Stack gap="xl">
        {dashboard.isPending ? (
          <LoadingBlock />
        ) : dashboard.isError ? (
          <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Stat
              label={at('dashboard.pending')}
              value={dashboard.data.pendingEndorsements}
              action={{ to: '/endorsement', label: at('dashboard.review') }}
            />
            <Stat
              label={at('dashboard.transfersIn')}
              value={dashboard.data.transfersIn}
              // The transfers are decided on this page, further down: a phone reaches them in one tap.
              action={
                dashboard.data.transfersIn > 0
                  ? { href: '#transfers-heading', label: at('dashboard.decideTransfers') }
                  : undefined
              }
            />
            <Stat label={at('dashboard.transfersOut')} value={dashboard.data.transfersOut} />
          </SimpleGrid>
        )}

        <Stack gap="xs" component="nav" aria-labelledby="admin-links-heading">
          <Title order={2} size="h4" id="admin-links-heading">
            {at('links.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
            {[
              ...adminLinks,
              ...(can(signedIn.access, 'giving.view') ? givingLinks : []),
              ...(isSuperAdmin(signedIn.access) ? superAdminLinks : []),
            ].map(({ to, labelKey, icon: Icon }) => {
              const waits = waiting[to];
              const count = waits && waits.count > 0 ? `${waits.count}${waits.more ? '+' : ''}` : null;
              return (
                <Button
                  key={to}
                  component={Link}
                  to={to}
                  variant="default"
                  justify="space-between"
                  leftSection={<Icon size={18} />}
                  rightSection={
                    <Group gap={6} wrap="nowrap" component="span">
                      {/* The link's name is what it shows — its label, the badge's count — then what waits, in words. */}
                      {count && (
                        <>
                          <Badge color="red" variant="filled" size="sm" circle={count.length < 3}>
                            {count}
                          </Badge>
                          <VisuallyHidden>{at(waits!.wordsKey)}</VisuallyHidden>
                        </>
                      )}
                      <IconChevronRight size={16} />
                    </Group>
                  }
                >
                  {at(labelKey)}
                </Button>
              );
            })}
          </SimpleGrid>
        </Stack>

        <TransfersPanel />

        {dashboard.data &&
          (shownLocales.size > MAX_LOCALES_BY_GROUP ? (
            <Stack gap="xs">
              <MembersByGroup
                id="by-locale-heading"
                title={at('dashboard.byLocale')}
                groupLabel={at('dashboard.locale')}
                rows={membersByLocale(dashboard.data.byFlock)}
              />
              <Text size="sm">{at('dashboard.chooseLocale')}</Text>
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <MembersByGroup
                id="by-cluster-heading"
                title={at('dashboard.byCluster')}
                groupLabel={at('dashboard.cluster')}
                rows={dashboard.data.byCluster.map((row) => ({
                  key: `${row.localeId}/${row.cluster}`,
                  label: withLocale(row, clusterName(t, row.cluster)),
                  members: row.members,
                }))}
              />
              <MembersByGroup
                id="by-flock-heading"
                title={at('dashboard.byFlock')}
                groupLabel={at('dashboard.flock')}
                rows={dashboard.data.byFlock.map((row) => ({
                  key: `${row.localeId}/${row.flockId ?? 'none'}`,
                  label: withLocale(row, row.flockName ?? at('results.noFlock')),
                  members: row.members,
                }))}
              />
            </SimpleGrid>
          ))}
        <Text size="xs" c="dimmed">
          {at('dashboard.countsNote')}
        </Text>
      </Stack>
    </PageCard>
  );
}

/** `admin-page`: the admin dashboard (pending endorsements, transfers, members by flock and cluster). */
export default function AdminDashboardPage() {
  const at = useDashboardT();
  return (
    <PermissionGate permission="members.view" title={at('notAllowed.title')} body={at('notAllowed.admin')}>
      {(signedIn) => <Dashboard signedIn={signedIn} />}
    </PermissionGate>
  );
}
