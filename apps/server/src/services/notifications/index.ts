import { defineService, type ServiceDeps } from '../../lib/service-module.ts';
// [inbox imports]
// [delivery imports]
// [announcements imports]

/**
 * The notifications service (`/api/notifications/`, issue 16): the inbox and its realtime stream, what each
 * person wants per topic and channel, e-mail and web push deliveries, and announcements.
 */
export const notificationsService = defineService({
  name: 'notifications',
  createServices(deps: ServiceDeps) {
    void deps;
    // [inbox services]
    // [delivery services]
    // [announcements services]
    return {
      // [inbox returns]
      // [delivery returns]
      // [announcements returns]
    };
  },
  routes: [
    // [inbox routes]
    // [delivery routes]
    // [announcements routes]
  ],
});
