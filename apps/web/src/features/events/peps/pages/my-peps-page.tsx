import { Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconUserPlus } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { usePeps } from '../api/get-peps.ts';
import { PepSummary } from '../components/pep-list.tsx';
import { usePepsT } from '../i18n/index.ts';

/** Typing pauses this long before a search is sent. */
const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_PAGE = 20;

/**
 * `search-pep-modal`: the PEPs the signed-in person may see (an admin's locales, a leader's flocks, the ones
 * they won), newest first; typing any part of a name or a mobile number narrows them. Each links to its PEP.
 */
export default function MyPepsPage() {
  const pt = usePepsT();
  const [params, setParams] = useUrlParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = usePeps(q ? { q } : {}, { limit: SEARCH_PAGE });
  const peps = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const type = (value: string) => {
    setText(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('q', value.trim());
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageCard
      title={pt('search.title')}
      intro={pt('search.intro')}
      actions={
        <Button
          component={Link}
          to="/flock-pep-add-modal"
          variant="light"
          leftSection={<IconUserPlus size={18} />}
        >
          {pt('admin.add')}
        </Button>
      }
    >
      <TextInput
        label={pt('search.label')}
        description={pt('search.hint')}
        type="search"
        value={text}
        onChange={(event) => type(event.currentTarget.value)}
        data-autofocus
      />
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : peps.length === 0 ? (
        q ? (
          <Text c="dimmed">{pt('search.none', { q })}</Text>
        ) : (
          <Stack gap="xs">
            <Text c="dimmed">{pt('search.empty')}</Text>
            <Anchor component={Link} to="/flock-pep-add-modal">
              {pt('admin.add')}
            </Anchor>
          </Stack>
        )
      ) : (
        <Stack gap="xs">
          <Text size="sm" aria-live="polite">
            {pt('admin.count', { shown: peps.length, total })}
          </Text>
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={pt('search.results')}
          >
            {peps.map((pep) => (
              <Paper component="li" key={pep.id} withBorder radius="md" p="sm">
                <Group wrap="nowrap">
                  <PepSummary pep={pep} />
                </Group>
              </Paper>
            ))}
          </Stack>
          <LoadMoreButton query={list} />
        </Stack>
      )}
    </PageCard>
  );
}
