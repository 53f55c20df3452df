import type { Locale } from '@congregate/contracts';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { IconDownload, IconUserPlus } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { useLocaleFlocks } from '../../../../lib/config/api/get-locale-flocks.ts';
import { saveFile } from '../../../../lib/files/save-file.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useFunnel } from '../api/get-funnel.ts';
import { usePeps } from '../api/get-peps.ts';
import { BulkDialog } from '../components/bulk-dialog.tsx';
import { FunnelPanel } from '../components/funnel-panel.tsx';
import { PepSummary } from '../components/pep-list.tsx';
import { usePepsT } from '../i18n/index.ts';
import { filterParams, filtersFromParams, hasFilters, type FilterParam } from '../lib/pep-filters.ts';
import { csvBlob, pepsCsv } from '../lib/peps-csv.ts';
import { pepStages } from '@congregate/contracts';

/** Typing pauses this long before the search reaches the address (and the server). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * `admin-pep`: the locale's PEPs with their stage, soul winner, flock, last contact and overdue follow-ups;
 * filters in the address; rows to select for a flock or a follow-up at once; the funnel; a CSV of the list.
 */
export default function PepsAdminPage() {
  const pt = usePepsT();
  return (
    <PermissionGate permission="members.view" title={pt('notAllowed.title')} body={pt('notAllowed.admin')}>
      {(signedIn) => <AdminPeps signedIn={signedIn} />}
    </PermissionGate>
  );
}

function AdminPeps({ signedIn }: { signedIn: SignedInAccess }) {
  const pt = usePepsT();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const mine = scopeLocales(signedIn.access, locales.data ?? []);
  const localeParam = params.get('locale');
  const locale: Locale | null =
    mine.find((l) => l.id === localeParam) ??
    mine.find((l) => l.id === signedIn.profile.member.currentLocale) ??
    mine[0] ??
    null;
  const view = params.get('view') === 'funnel' ? 'funnel' : 'list';

  const setParam = (name: string, value: string | null, clear: string[] = []) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const other of clear) next.delete(other);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  if (locales.isPending) return <LoadingBlock />;
  if (locales.isError) return <LoadError error={locales.error} onRetry={() => void locales.refetch()} />;

  return (
    <PageCard
      title={pt('admin.title')}
      intro={pt('admin.intro')}
      maw={960}
      actions={
        <Button component={Link} to="/flock-pep-add-modal" leftSection={<IconUserPlus size={18} />}>
          {pt('admin.add')}
        </Button>
      }
    >
      {mine.length > 1 && (
        <NativeSelect
          label={pt('admin.locale')}
          value={locale?.id ?? ''}
          onChange={(event) => setParam('locale', event.currentTarget.value, [...filterParams])}
          data={mine.map((l) => ({ value: l.id, label: l.name }))}
        />
      )}
      {!locale ? (
        <Text c="dimmed">{pt('admin.noLocale')}</Text>
      ) : (
        <Tabs value={view} onChange={(value) => setParam('view', value === 'funnel' ? 'funnel' : null)}>
          <Tabs.List>
            <Tabs.Tab value="list">{pt('admin.tabList')}</Tabs.Tab>
            <Tabs.Tab value="funnel">{pt('admin.tabFunnel')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="list" pt="md">
            <PepAdminList localeId={locale.id} localeName={locale.name} params={params} setParam={setParam} />
          </Tabs.Panel>
          <Tabs.Panel value="funnel" pt="md">
            {view === 'funnel' && <FunnelPanel localeId={locale.id} />}
          </Tabs.Panel>
        </Tabs>
      )}
    </PageCard>
  );
}

function PepAdminList({
  localeId,
  localeName,
  params,
  setParam,
}: {
  localeId: string;
  localeName: string;
  params: URLSearchParams;
  setParam: (name: string, value: string | null, clear?: string[]) => void;
}) {
  const pt = usePepsT();
  const filters = filtersFromParams(params, localeId);
  const list = usePeps(filters);
  const flocks = useLocaleFlocks(localeId);
  // The soul winners of the locale's PEPs, for the filter (the funnel counts every one of them).
  const funnel = useFunnel(localeId);
  const [text, setText] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const currentQ = params.get('q') ?? '';
  useEffect(() => {
    if (q !== currentQ) setParam('q', q || null);
    // Only the typed text drives this; the address follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const filterKey = JSON.stringify(filters);
  // Another filter shows other rows: the selection starts again.
  const [selectionKey, setSelectionKey] = useState(filterKey);
  if (selectionKey !== filterKey) {
    setSelectionKey(filterKey);
    setSelected(new Set());
  }
  const [bulk, setBulk] = useState<'flock' | 'followUp' | null>(null);
  const peps = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const flockOptions = (flocks.data?.flocks ?? []).map((f) => ({ value: f.id, label: f.name }));
  const soulWinners = (funnel.data?.bySoulWinner ?? []).map((row) => ({
    value: row.soulWinner.id,
    label: row.soulWinner.displayName,
  }));
  const soulWinnerParam = params.get('soulWinner');
  if (soulWinnerParam && !soulWinners.some((s) => s.value === soulWinnerParam))
    soulWinners.push({ value: soulWinnerParam, label: pt('filters.chosenSoulWinner') });

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allShown = peps.length > 0 && peps.every((pep) => selected.has(pep.id));

  const exportCsv = () => {
    const text = pepsCsv(
      peps,
      (column) => pt(`csv.${column}`),
      (stage) => pt(`stage.${stage}`),
    );
    saveFile(csvBlob(text), `peps-${localeName.replace(/\s+/g, '-').toLowerCase()}.csv`);
  };

  const setFilter = (name: FilterParam, value: string | null) => setParam(name, value);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          <TextInput
            label={pt('filters.search')}
            description={pt('filters.searchHint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            type="search"
          />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Select
              label={pt('filters.stage')}
              placeholder={pt('filters.any')}
              clearable
              data={pepStages.map((stage) => ({ value: stage, label: pt(`stage.${stage}`) }))}
              value={filters.stage ?? null}
              onChange={(value) => setFilter('stage', value)}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={pt('filters.flock')}
              placeholder={pt('filters.any')}
              clearable
              searchable
              data={flockOptions}
              value={filters.flockId ?? null}
              onChange={(value) => setFilter('flock', value)}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={pt('filters.soulWinner')}
              placeholder={pt('filters.any')}
              clearable
              searchable
              data={soulWinners}
              value={filters.soulWinnerId ?? null}
              onChange={(value) => setFilter('soulWinner', value)}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label={pt('filters.batch')}
              defaultValue={params.get('batch') ?? ''}
              onBlur={(event) => setFilter('batch', event.currentTarget.value.trim() || null)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setFilter('batch', event.currentTarget.value.trim() || null);
              }}
            />
          </SimpleGrid>
          <Group justify="space-between">
            <Switch
              label={pt('filters.overdue')}
              checked={filters.overdue === 'true'}
              onChange={(event) => setFilter('overdue', event.currentTarget.checked ? '1' : null)}
            />
            {hasFilters(params) && (
              <Button
                variant="subtle"
                onClick={() => {
                  setText('');
                  setParam('stage', null, [...filterParams]);
                }}
              >
                {pt('filters.clear')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>

      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : peps.length === 0 ? (
        hasFilters(params) ? (
          <Text c="dimmed">{pt('admin.noMatch')}</Text>
        ) : (
          <Stack gap="xs">
            <Text c="dimmed">{pt('admin.empty', { locale: localeName })}</Text>
            <Anchor component={Link} to="/flock-pep-add-modal">
              {pt('admin.add')}
            </Anchor>
          </Stack>
        )
      ) : (
        <>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" aria-live="polite">
              {pt('admin.count', { shown: peps.length, total })}
            </Text>
            <Group gap="xs">
              <Button variant="light" leftSection={<IconDownload size={18} />} onClick={exportCsv}>
                {pt('admin.exportCsv')}
              </Button>
            </Group>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Checkbox
              label={pt('bulk.selectAll')}
              checked={allShown}
              indeterminate={!allShown && selected.size > 0}
              onChange={(event) =>
                setSelected(event.currentTarget.checked ? new Set(peps.map((pep) => pep.id)) : new Set())
              }
            />
            <Text size="sm" c="dimmed">
              {pt('bulk.selected', { count: selected.size })}
            </Text>
            <Button
              size="compact-md"
              variant="light"
              disabled={selected.size === 0}
              onClick={() => setBulk('flock')}
            >
              {pt('bulk.assignFlock')}
            </Button>
            <Button
              size="compact-md"
              variant="light"
              disabled={selected.size === 0}
              onClick={() => setBulk('followUp')}
            >
              {pt('bulk.addFollowUp')}
            </Button>
          </Group>
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={pt('admin.listLabel')}
          >
            {peps.map((pep) => (
              <Paper component="li" key={pep.id} withBorder radius="md" p="sm">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Checkbox
                    mt={10}
                    aria-label={pt('bulk.select', { name: pep.displayName })}
                    checked={selected.has(pep.id)}
                    onChange={(event) => toggle(pep.id, event.currentTarget.checked)}
                  />
                  <PepSummary pep={pep} />
                </Group>
              </Paper>
            ))}
          </Stack>
          <LoadMoreButton query={list} />
        </>
      )}
      <BulkDialog
        kind={bulk}
        ids={[...selected]}
        peps={peps}
        flockOptions={flockOptions}
        onClose={() => setBulk(null)}
        onDone={() => {
          setBulk(null);
          setSelected(new Set());
        }}
      />
    </Stack>
  );
}
