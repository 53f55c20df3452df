import { Button, Divider, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { CategoryPopover } from '../../../../components/categories/category-popover.tsx';
import { IconPlus } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import {
  NotAllowed,
  useSignedInAccess,
  type SignedInAccess,
} from '../../../../components/ui/permission-gate.tsx';
import { useLocales } from '../../../../lib/config/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useEntries } from '../api/list-entries.ts';
import { useBoardSettings } from '../api/get-settings.ts';
import { EntryCard } from '../components/entry-card.tsx';
import { WhoMayPost } from '../components/who-may-post.tsx';
import { useRecordBoardT } from '../i18n/index.ts';
import { boardLocale } from '../lib/board-locale.ts';

function RecordBoard({ signedIn }: { signedIn: SignedInAccess }) {
  const rt = useRecordBoardT();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const { localeId, choices } = boardLocale(signedIn, locales.data ?? [], params.get('localeId'));
  const categoryId = params.get('categoryId');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const settings = useBoardSettings(localeId);
  const entries = useEntries(
    localeId ? { localeId, ...(categoryId ? { categoryId } : {}), ...(q ? { q } : {}) } : null,
  );

  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) current.delete(key);
        else current.set(key, value);
      }
      return current;
    });

  if (!localeId) return <NotAllowed title={rt('notAllowed.title')} body={rt('notAllowed.body')} />;
  if (settings.isPending) return <LoadingBlock />;
  if (settings.isError) {
    return (
      <PageCard title={rt('title')}>
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      </PageCard>
    );
  }
  const board = settings.data;
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];
  const total = entries.data?.pages[0]?.total ?? 0;
  const filtered = Boolean(categoryId || q);
  const withLocale = (path: string) => `${path}?localeId=${localeId}`;

  return (
    <PageCard
      title={board.label}
      intro={rt('intro')}
      maw={860}
      actions={
        <Group gap="xs">
          {board.canManage && (
            <Button component={Link} to={withLocale('/category-popover')} variant="default">
              {rt('categoriesLink')}
            </Button>
          )}
          {board.canPost && (
            <Button
              component={Link}
              to={withLocale('/rrb-modal')}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {rt('newEntry')}
            </Button>
          )}
        </Group>
      }
    >
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          {choices.length > 1 && (
            <NativeSelect
              label={rt('controls.locale')}
              data={choices.map((l) => ({ value: l.id, label: l.name }))}
              value={localeId}
              onChange={(event) => set({ localeId: event.currentTarget.value, categoryId: null })}
            />
          )}
          <CategoryPopover
            kind="record-board"
            localeId={localeId}
            value={categoryId}
            onChange={(id) => set({ categoryId: id })}
            label={rt('controls.category')}
            noneLabel={rt('controls.allCategories')}
          />
          <TextInput
            type="search"
            label={rt('controls.search')}
            placeholder={rt('controls.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
        </Group>

        {entries.isPending ? (
          <LoadingBlock />
        ) : entries.isError ? (
          <LoadError error={entries.error} onRetry={() => void entries.refetch()} />
        ) : items.length === 0 ? (
          <Stack gap={4} role="status">
            <Title order={2} size="h4">
              {rt('empty.title')}
            </Title>
            <Text c="dimmed">
              {filtered ? rt('empty.filtered') : board.canPost ? rt('empty.poster') : rt('empty.reader')}
            </Text>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {total === 1 ? rt('list.countOne') : rt('list.count', { count: total })}
            </Text>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((entry) => (
                <EntryCard key={entry.id} entry={entry} />
              ))}
            </Stack>
            <LoadMoreButton query={entries} />
          </Stack>
        )}

        {board.canManage && (
          <>
            <Divider />
            <WhoMayPost settings={board} />
          </>
        )}
      </Stack>
    </PageCard>
  );
}

/**
 * `rrb` (`?localeId=&categoryId=`): a locale's records board, titled with its label — entries newest first,
 * filtered by category and searched, "New entry" for those who may post, who may post for its admins.
 */
export default function RecordBoardPage() {
  const state = useSignedInAccess();
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  return <RecordBoard signedIn={{ profile: state.profile, access: state.access }} />;
}
