import { defineService, type ServiceDeps } from '../../lib/service-module.ts';
import type { CheckInsService } from '../events/checkins/checkins.service.ts';
import type { GatheringsService } from '../events/gatherings/gatherings.service.ts';
import type { CategoriesService } from '../groups/categories/categories.service.ts';
import { demoMediaRoutes } from './demo-media/demo-media.routes.ts';
// [categories imports]
import { videoCategoryRoutes } from './categories/video-categories.routes.ts';
import { createVideoCategoriesService } from './categories/video-categories.service.ts';
// [videos imports]
import { videoRoutes } from './videos/videos.routes.ts';
import { createVideosService } from './videos/videos.service.ts';
// [livestreams imports]
import { livestreamRoutes } from './livestreams/livestreams.routes.ts';
import { createLivestreamsService } from './livestreams/livestreams.service.ts';

/** What the video service takes from the others: check-ins and gatherings (events), the shared categories (groups). */
export interface VideoDeps extends ServiceDeps {
  events: { checkIns: CheckInsService; gatherings: GatheringsService };
  groups: { categories: CategoriesService };
}

/**
 * The video service (`/api/video/`, issue 18): video categories, videos (uploaded MP4s served with range
 * requests, HLS playlists, embedded players) with each member's progress, and livestreams per locale whose
 * watching checks the locale's members in.
 */
export const videoService = defineService({
  name: 'video',
  createServices(deps: VideoDeps) {
    // [categories services]
    const videoCategories = createVideoCategoriesService(deps.db, { categories: deps.groups.categories });
    // [videos services]
    const videos = createVideosService(deps.db, deps.files, {
      config: deps.config,
      categories: deps.groups.categories,
      housekeeping: deps.housekeeping,
    });
    // [livestreams services]
    const livestreams = createLivestreamsService(deps.db, {
      config: deps.config,
      checkIns: deps.events.checkIns,
      gatherings: deps.events.gatherings,
    });
    return {
      // [categories returns]
      videoCategories,
      // [videos returns]
      videos,
      // [livestreams returns]
      livestreams,
    };
  },
  routes: [
    // [categories routes]
    videoCategoryRoutes,
    // [videos routes]
    videoRoutes,
    // [livestreams routes]
    livestreamRoutes,
  ],
  // The demo's clips and HLS rendition at `/demo-media/`, for the demo data only (like photos, outside `/api/`).
  rootRoutes: [demoMediaRoutes],
});
