import { Anchor, ColorSwatch, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { IconArrowLeft, IconSearch } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { useVideoCategories } from '../../../../lib/video/api/list-video-categories.ts';
import { useVideos } from '../../../../lib/video/api/list-videos.ts';
import { VideoDialog } from '../components/video-dialog.tsx';
import { VideoGrid } from '../components/video-grid.tsx';
import { useVideosT } from '../i18n/index.ts';

/** The search box: what is typed goes into the address (`?q=`) 300 ms after typing stops. */
function useSearchInAddress() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (debounced === q) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
    // Only the typed text drives the address; `q` changing from outside (Back) is read below.
  }, [debounced]); // eslint-disable-line react-hooks/exhaustive-deps
  return { q, text, setText };
}

/**
 * `video-category`: a category's videos (`?id=`), or every video the caller may watch (no id), newest first,
 * searchable (`?q=`) and paged; a title opens the player on this page.
 */
export default function VideoCategoryPage() {
  const vt = useVideosT();
  const [params] = useSearchParams();
  const categoryId = params.get('id') ?? undefined;
  const { q, text, setText } = useSearchInAddress();
  const categories = useVideoCategories();
  const category = categoryId ? categories.data?.find((c) => c.id === categoryId) : undefined;
  const videos = useVideos({ ...(categoryId ? { categoryId } : {}), ...(q ? { q } : {}) });
  const items = videos.data?.pages.flatMap((page) => page.items) ?? [];
  const total = videos.data?.pages[0]?.total ?? 0;
  const heading = categoryId ? (category?.name ?? vt('category.fallbackTitle')) : vt('category.allTitle');

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Anchor component={Link} to="/tabs/tab6" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {vt('category.backToVideos')}
        </Group>
      </Anchor>
      <Group gap="sm" wrap="nowrap">
        {category && <ColorSwatch color={`var(--mantine-color-${category.color}-6)`} size={18} aria-hidden />}
        <Title order={1}>{heading}</Title>
      </Group>
      <TextInput
        type="search"
        label={vt('search.label')}
        placeholder={vt('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={100}
      />
      {videos.isPending ? (
        <LoadingBlock />
      ) : videos.isError ? (
        <LoadError error={videos.error} onRetry={() => void videos.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed">
          {q ? vt('category.noMatch', { q }) : categoryId ? vt('category.empty') : vt('tab.latestEmpty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {vt(total === 1 ? 'category.countOne' : 'category.count', { count: total })}
          </Text>
          <VideoGrid videos={items} />
          <Group justify="center">
            <LoadMoreButton query={videos} />
          </Group>
        </Stack>
      )}
      <VideoDialog />
    </Stack>
  );
}
