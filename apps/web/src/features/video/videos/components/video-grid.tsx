import type { Video } from '@congregate/contracts';
import { SimpleGrid } from '@mantine/core';
import { VideoCard } from './video-card.tsx';

/** Video cards, one column on phones, more on wider screens. */
export function VideoGrid({ videos, withProgress = false }: { videos: Video[]; withProgress?: boolean }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} withProgress={withProgress} />
      ))}
    </SimpleGrid>
  );
}
