import { Anchor, Button, ColorSwatch, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { IconSearch } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { useProfile } from '../../../../lib/auth/index.ts';
import { useVideoCategories } from '../../../../lib/video/api/list-video-categories.ts';
import { useVideos } from '../../../../lib/video/api/list-videos.ts';
import { useContinueWatching } from '../api/get-continue-watching.ts';
import { LivestreamTeaser } from '../components/livestream-teaser.tsx';
import { VideoDialog } from '../components/video-dialog.tsx';
import { VideoGrid } from '../components/video-grid.tsx';
import { useVideosT } from '../i18n/index.ts';

/** How many of the newest videos the tab shows; the rest are a tap away ("See all videos"). */
const LATEST_SHOWN = 6;

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

function SearchForm() {
  const vt = useVideosT();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    void navigate(text ? `/video-category?q=${encodeURIComponent(text)}` : '/video-category');
  };
  return (
    <form onSubmit={submit} role="search">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={vt('search.label')}
          placeholder={vt('search.placeholder')}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={100}
          style={{ flex: 1 }}
        />
        <Button type="submit">{vt('search.submit')}</Button>
      </Group>
    </form>
  );
}

function ContinueWatching() {
  const vt = useVideosT();
  const continuing = useContinueWatching();
  return (
    <Section title={vt('tab.continue')}>
      {continuing.isPending ? (
        <LoadingBlock />
      ) : continuing.isError ? (
        <LoadError error={continuing.error} onRetry={() => void continuing.refetch()} />
      ) : continuing.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {vt('tab.continueEmpty')}
        </Text>
      ) : (
        <VideoGrid videos={continuing.data} withProgress />
      )}
    </Section>
  );
}

function Latest() {
  const vt = useVideosT();
  const videos = useVideos({});
  const items = videos.data?.pages[0]?.items ?? [];
  return (
    <Section
      title={vt('tab.latest')}
      action={
        items.length > 0 && (
          <Anchor component={Link} to="/video-category" size="sm">
            {vt('tab.seeAll')}
          </Anchor>
        )
      }
    >
      {videos.isPending ? (
        <LoadingBlock />
      ) : videos.isError ? (
        <LoadError error={videos.error} onRetry={() => void videos.refetch()} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {vt('tab.latestEmpty')}
        </Text>
      ) : (
        <VideoGrid videos={items.slice(0, LATEST_SHOWN)} />
      )}
    </Section>
  );
}

function Categories() {
  const vt = useVideosT();
  const categories = useVideoCategories();
  return (
    <Section title={vt('tab.categories')}>
      {categories.isPending ? (
        <LoadingBlock />
      ) : categories.isError ? (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {vt('tab.categoriesEmpty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {categories.data.map((category) => (
            <Group key={category.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${category.color}-6)`} size={12} aria-hidden />
                <Anchor component={Link} to={`/video-category?id=${category.id}`}>
                  {category.name}
                </Anchor>
              </Group>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {vt(category.videoCount === 1 ? 'tab.videoCountOne' : 'tab.videoCount', {
                  count: category.videoCount,
                })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** `tabs/tab6`, the Videos tab: the livestream live now or next, continue watching, the latest, the categories. */
export default function VideosPage() {
  const vt = useVideosT();
  const { data: profile } = useProfile();
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <div>
        <Title order={1}>{vt('tab.title')}</Title>
        <Text c="dimmed">{vt('tab.intro')}</Text>
      </div>
      <SearchForm />
      {profile && (
        <LivestreamTeaser localeId={profile.member.currentLocale} timeZone={profile.locale.timeZone} />
      )}
      <ContinueWatching />
      <Latest />
      <Categories />
      <VideoDialog />
    </Stack>
  );
}
