import { idSchema, type MemberListItem } from '@congregate/contracts';
import { Alert, Button, Drawer, Group, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { IconCircleCheck } from '../../../components/ui/icons.ts';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../components/ui/load-error.tsx';
import { PageCard } from '../../../components/ui/page-card.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useLocales } from '../../../lib/config/index.ts';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';
import { PermissionGate, type SignedInAccess } from '../../../components/ui/permission-gate.tsx';
import { MemberSearchDialog } from '../../../components/members/member-search-dialog.tsx';
import { scopeLocales } from '../../../lib/auth/admin-scope.ts';
import { saveFile } from '../../../lib/files/save-file.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useMemberSearch } from '../../../lib/members/api/search-members.ts';
import { useUrlParams } from '../../../lib/routing/use-url-params.ts';
import { IconDownload, IconFilter, IconSearch } from '../components/icons.ts';
import { MemberDetail } from '../components/member-detail.tsx';
import { MemberFilterFields } from '../components/member-filters.tsx';
import { MemberResults } from '../components/member-results.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useMemberSearchT } from '../i18n/index.ts';
import { collectSearchResult, EXPORT_MAX, type ExportProgress } from '../lib/export-members.ts';
import {
  activeFilterCount,
  agesOutOfOrder,
  filtersFromParams,
  withFilters,
  withoutFilters,
  type MemberFilters,
} from '../lib/member-filters.ts';
import { csvBlob, membersCsv } from '../lib/members-csv.ts';

/** The query string parameter of the member shown in the drawer. */
const MEMBER_PARAM = 'member';

function withMember(params: URLSearchParams, memberId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (memberId) next.set(MEMBER_PARAM, memberId);
  else next.delete(MEMBER_PARAM);
  return next;
}

function useCsvExport(filters: MemberFilters) {
  const at = useMemberSearchT();
  const loadError = useLoadErrorMessage();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setOutcome(null);
    setProgress({ fetched: 0, total: 0 });
    try {
      const result = await collectSearchResult(filters, setProgress, controller.signal);
      saveFile(csvBlob(membersCsv(result.members)), `members-${new Date().toISOString().slice(0, 10)}.csv`);
      setOutcome({
        ok: true,
        text: !result.capped
          ? at('export.done', { count: result.members.length })
          : result.totalExact
            ? at('export.capped', { count: result.members.length, total: result.total, max: EXPORT_MAX })
            : at('export.cappedUncounted', { count: result.members.length, max: EXPORT_MAX }),
      });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        setOutcome({ ok: false, text: at('export.failed', { message: loadError(error) }) });
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };
  return {
    progress,
    outcome,
    start: () => void start(),
    cancel: () => abort.current?.abort(),
    dismiss: () => setOutcome(null),
  };
}

function MemberSearch({ signedIn }: { signedIn: SignedInAccess }) {
  const t = useT();
  const at = useMemberSearchT();
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const requested = params.get(MEMBER_PARAM);
  const openMemberId = requested && idSchema.safeParse(requested).success ? requested : null;
  const locales = useLocales();
  const mine = scopeLocales(signedIn.access, locales.data ?? []);
  const filterCount = activeFilterCount(filters);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);
  const [quickFind, setQuickFind] = useState(false);
  const wide = useMediaQuery('(min-width: 48em)');
  const invalid = agesOutOfOrder(filters);
  const search = useMemberSearch(filters, { enabled: !invalid });
  const csv = useCsvExport(filters);
  const members = search.data?.pages.flatMap((page) => page.items) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;
  // A broad text search stops counting at SEARCH_COUNT_LIMIT: "1000+ members".
  const totalExact = search.data?.pages[0]?.totalExact !== false;

  const changeFilters = (changes: Partial<MemberFilters>) =>
    setParams((current) => withFilters(current, changes), { replace: true });
  const hrefOf = (member: MemberListItem) => `/admin-members?${withMember(params, member.id)}`;
  const closeMember = () => setParams((current) => withMember(current, null));

  return (
    <PageCard
      title={at('search.title')}
      intro={at('search.intro')}
      maw={1100}
      actions={
        <Group gap="xs">
          <Button variant="light" leftSection={<IconSearch size={18} />} onClick={() => setQuickFind(true)}>
            {at('search.quickFind')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            onClick={csv.start}
            disabled={csv.progress !== null || invalid || total === 0}
          >
            {at('export.button')}
          </Button>
        </Group>
      }
    >
      <SearchBox
        value={filters.q ?? ''}
        onCommit={(q) => changeFilters({ q })}
        label={at('search.label')}
        description={at('search.hint')}
      />
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconFilter size={18} />}
          aria-expanded={filtersOpen}
          aria-controls={filtersOpen ? 'member-filters' : undefined}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filterCount > 0 ? at('filters.toggleCount', { count: filterCount }) : at('filters.toggle')}
        </Button>
        {filterCount > 0 && !filtersOpen && (
          <Button
            variant="subtle"
            onClick={() => setParams((current) => withoutFilters(current), { replace: true })}
          >
            {at('filters.clear')}
          </Button>
        )}
      </Group>
      {filtersOpen && (
        <div id="member-filters">
          <MemberFilterFields
            filters={filters}
            locales={mine}
            onChange={changeFilters}
            onClear={() => setParams((current) => withoutFilters(current), { replace: true })}
          />
        </div>
      )}

      {csv.progress && (
        <Stack gap={4} role="status">
          <Group justify="space-between">
            <Text size="sm">
              {at('export.progress', { fetched: csv.progress.fetched, total: csv.progress.total })}
            </Text>
            <Button size="xs" variant="subtle" onClick={csv.cancel}>
              {t('common.cancel')}
            </Button>
          </Group>
          <Progress
            value={csv.progress.total > 0 ? (csv.progress.fetched / csv.progress.total) * 100 : 0}
            aria-label={at('export.progressLabel')}
            animated
          />
        </Stack>
      )}
      {csv.outcome && (
        <Alert
          role={csv.outcome.ok ? 'status' : 'alert'}
          color={csv.outcome.ok ? 'teal' : 'red'}
          icon={csv.outcome.ok ? <IconCircleCheck /> : undefined}
          withCloseButton
          onClose={csv.dismiss}
          closeButtonLabel={t('common.close')}
        >
          {csv.outcome.text}
        </Alert>
      )}

      {invalid ? (
        <Text c="dimmed">{at('filters.fixAges')}</Text>
      ) : search.isPending ? (
        <LoadingBlock />
      ) : search.isError ? (
        isApiError(search.error) && search.error.status === 403 ? (
          // The server names what is outside the scope (e.g. a locale in a shared link).
          <Alert role="alert" color="red">
            {search.error.message}
          </Alert>
        ) : (
          <LoadError error={search.error} onRetry={() => void search.refetch()} />
        )
      ) : members.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>{filterCount > 0 || filters.q ? at('results.noMatch') : at('results.noMembers')}</Text>
          {(filterCount > 0 || filters.q) && (
            <Button
              variant="light"
              onClick={() => setParams((current) => withoutFilters(current), { replace: true })}
            >
              {at('filters.clearAll')}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {!totalExact
              ? at('results.totalAtLeast', { total, shown: members.length })
              : total === 1
                ? at('results.totalOne')
                : at('results.total', { total, shown: members.length })}
          </Text>
          <MemberResults members={members} hrefOf={hrefOf} />
          <LoadMoreButton query={search} />
        </Stack>
      )}

      <MemberSearchDialog
        opened={quickFind}
        onClose={() => setQuickFind(false)}
        onPick={(member) => {
          setQuickFind(false);
          setParams((current) => withMember(current, member.id));
        }}
      />
      <Drawer
        opened={openMemberId !== null}
        onClose={closeMember}
        position="right"
        size={wide ? 'lg' : '100%'}
        title={at('detail.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {openMemberId && <MemberDetail memberId={openMemberId} signedIn={signedIn} />}
      </Drawer>
    </PageCard>
  );
}

/** `admin-members`: search members with filters kept in the URL, export the result, open a member. */
export default function MemberSearchPage() {
  const at = useMemberSearchT();
  return (
    <PermissionGate permission="members.view" title={at('notAllowed.title')} body={at('notAllowed.admin')}>
      {(signedIn) => <MemberSearch signedIn={signedIn} />}
    </PermissionGate>
  );
}
