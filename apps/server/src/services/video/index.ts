import { defineService, type ServiceDeps } from '../../lib/service-module.ts';
import type { CheckInsService } from '../events/checkins/checkins.service.ts';
import type { GatheringsService } from '../events/gatherings/gatherings.service.ts';
import type { CategoriesService } from '../groups/categories/categories.service.ts';
// [categories imports]
// [videos imports]
// [livestreams imports]

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
  createServices(_deps: VideoDeps) {
    // [categories services]
    // [videos services]
    // [livestreams services]
    return {
      // [categories returns]
      // [videos returns]
      // [livestreams returns]
    };
  },
  routes: [
    // [categories routes]
    // [videos routes]
    // [livestreams routes]
  ],
});
