import { idSchema, type MemberListItem } from '@congregate/contracts';
import { Alert, Button, Drawer, Group, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  MemberActionDialog,
  useMemberActionDialog,
} from '../../../../components/members/member-action-dialog.tsx';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import type { SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { saveFile } from '../../../../lib/files/save-file.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useMemberSearch } from '../../../../lib/members/api/search-members.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useMemberSearchT } from '../i18n/index.ts';
import { collectSearchResult, EXPORT_MAX, type ExportProgress } from '../lib/export-members.ts';
import {
  activeFilterCount,
  agesOutOfOrder,
  filterParams,
  filtersFromParams,
  withFilters,
  withoutFilters,
  type MemberFilters,
} from '../lib/member-filters.ts';
import { csvBlob, membersCsv } from '../lib/members-csv.ts';
import { IconDownload, IconFilter } from './icons.ts';
import { MemberDetail } from './member-detail.tsx';
import { MemberFilterFields } from './member-filters.tsx';
import { MemberResults } from './member-results.tsx';
import { SearchBox } from './search-box.tsx';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { OutcomeAlert } from '../../../../components/ui/outcome-alert.tsx';

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

/** How a route opens the one member list: its heading, its links, and the locale it starts on. */
export interface MemberListView {
  title: string;
  intro: string;
  /** Links of the page's header besides the export (e.g. import, endorsement). */
  links?: ReactNode;
  /** The locale the list starts on when the address names none (`manage-members`: the admin's own). */
  startLocaleId?: string | null;
}

/**
 * The one member list of the admin pages (`admin-members`, `manage-members`, `search-member-modal`):
 * search and filters kept in the address, the results, CSV export, the member's detail in a drawer and
 * the actions on them (endorse, flock, type, transfer) in a dialog over the list, whose outcome is said
 * above the list. Nothing moves the admin off the list, so her filters and place stay as they were.
 */
export function MemberList({ signedIn, view }: { signedIn: SignedInAccess; view: MemberListView }) {
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
  const wide = useMediaQuery('(min-width: 48em)');
  const { pathname } = useLocation();
  const actions = useMemberActionDialog();
  const [outcome, setOutcome] = useState<string | null>(null);
  // A view that starts on a locale writes it into the address once (then the admin may change it freely);
  // nothing is asked before that, so the list is never fetched twice.
  const [starting, setStarting] = useState(
    () => Boolean(view.startLocaleId) && !params.has(filterParams.localeId),
  );
  const startLocaleId = useRef(view.startLocaleId);
  // The address changes a moment after it is asked to: the list waits until it names the locale.
  if (starting && params.has(filterParams.localeId)) setStarting(false);
  useEffect(() => {
    if (starting && !params.has(filterParams.localeId))
      setParams((current) => withFilters(current, { localeId: startLocaleId.current ?? undefined }), {
        replace: true,
      });
  }, [starting, params, setParams]);
  const invalid = agesOutOfOrder(filters);
  const search = useMemberSearch(filters, { enabled: !invalid && !starting });
  const csv = useCsvExport(filters);
  const members = search.data?.pages.flatMap((page) => page.items) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;
  // A broad text search stops counting at SEARCH_COUNT_LIMIT: "1000+ members".
  const totalExact = search.data?.pages[0]?.totalExact !== false;

  const changeFilters = (changes: Partial<MemberFilters>) =>
    setParams((current) => withFilters(current, changes), { replace: true });
  const hrefOf = (member: MemberListItem) => `${pathname}?${withMember(params, member.id)}`;
  const closeMember = () => setParams((current) => withMember(current, null));

  return (
    <PageCard
      title={view.title}
      intro={view.intro}
      maw={1100}
      actions={
        <Group gap="md">
          {view.links}
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

      <OutcomeAlert message={outcome} onClose={() => setOutcome(null)} />

      {starting ? (
        <LoadingBlock />
      ) : invalid ? (
        <Text c="dimmed">{at('filters.fixAges')}</Text>
      ) : search.isPending ? (
        <LoadingBlock />
      ) : search.isError ? (
        isApiError(search.error) && search.error.status === 403 ? (
          // Outside the admin's scope (e.g. a locale in a shared link): said in words, not the server's.
          <Alert role="alert" color="red">
            {refusalMessage(t, search.error)}
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

      <Drawer
        opened={openMemberId !== null}
        onClose={closeMember}
        position="right"
        size={wide ? 'lg' : '100%'}
        title={at('detail.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {openMemberId && (
          <MemberDetail
            memberId={openMemberId}
            signedIn={signedIn}
            onAction={(action) => {
              setOutcome(null);
              actions.open(action, openMemberId);
            }}
          />
        )}
      </Drawer>
      <MemberActionDialog
        action={actions.action}
        memberId={actions.memberId}
        onClose={actions.close}
        onDone={(said) => {
          setOutcome(said);
          actions.close();
        }}
      />
    </PageCard>
  );
}
