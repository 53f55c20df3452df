import { defineService, type ServiceDeps } from '../../lib/service-module.ts';
// [inbox imports]
import { inboxRoutes } from './inbox/inbox.routes.ts';
import { createInboxService } from './inbox/inbox.service.ts';
import { notificationPreferenceRoutes } from './preferences/preferences.routes.ts';
import { createPreferencesService } from './preferences/preferences.service.ts';
import { notificationStreamRoutes } from './stream/stream.routes.ts';
import { createNotificationStream } from './stream/stream.service.ts';
// [delivery imports]
import { createPushSender } from '../../integrations/push/push-sender.ts';
import { createVapidKeys } from '../../integrations/push/vapid-keys.ts';
import { createDispatcherService } from './delivery/dispatcher.service.ts';
import { emailOutboxRoutes } from './delivery/email-outbox.routes.ts';
import { createEmailOutboxService } from './delivery/email-outbox.service.ts';
import { pushSubscriptionRoutes } from './push-subscriptions/push-subscriptions.routes.ts';
import { createPushSubscriptionsService } from './push-subscriptions/push-subscriptions.service.ts';
// [announcements imports]
import { announcementRoutes } from './announcements/announcements.routes.ts';
import { createAnnouncementsService } from './announcements/announcements.service.ts';

/**
 * The notifications service (`/api/notifications/`, issue 16): the inbox and its realtime stream, what each
 * person wants per topic and channel, e-mail and web push deliveries, and announcements.
 */
export const notificationsService = defineService({
  name: 'notifications',
  createServices(deps: ServiceDeps) {
    // [inbox services]
    const inbox = createInboxService(deps.db, { realtime: deps.realtime });
    const notificationStream = createNotificationStream(deps.db, { realtime: deps.realtime, inbox });
    const notificationPreferences = createPreferencesService(deps.db);
    // [delivery services]
    const vapid = createVapidKeys(deps.config, deps.db);
    const pushSubscriptions = createPushSubscriptionsService(deps.db, {
      config: deps.config,
      jobs: deps.jobs,
      vapid,
      sender: createPushSender(vapid, deps.config.vapidSubject),
      log: deps.log,
    });
    const dispatcher = createDispatcherService(deps.db, {
      config: deps.config,
      mail: deps.mail,
      jobs: deps.jobs,
      realtime: deps.realtime,
      pushSubscriptions,
      log: deps.log,
    });
    const emailOutbox = createEmailOutboxService(deps.db, deps.jobs);
    // [announcements services]
    const announcements = createAnnouncementsService(deps.db, { jobs: deps.jobs });
    return {
      // [inbox returns]
      inbox,
      notificationStream,
      notificationPreferences,
      // [delivery returns]
      pushSubscriptions,
      dispatcher,
      emailOutbox,
      // [announcements returns]
      announcements,
    };
  },
  routes: [
    // [inbox routes]
    inboxRoutes,
    notificationStreamRoutes,
    notificationPreferenceRoutes,
    // [delivery routes]
    emailOutboxRoutes,
    pushSubscriptionRoutes,
    // [announcements routes]
    announcementRoutes,
  ],
});
