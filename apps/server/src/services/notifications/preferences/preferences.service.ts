import {
  defaultNotificationChannels,
  isConfigurableTopic,
  notificationTopics,
  type NotificationPreferences,
  type PreferencesUpdate,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../lib/actor.ts';
import { invalidInput } from '../../../lib/errors.ts';
import { listPreferences, upsertPreferences } from './preferences.repository.ts';

/**
 * What each person wants per topic and channel: their rows over the defaults. `account` notices are
 * security notices (an e-mail changed, a role granted): always in the app and by e-mail, never changed here.
 */
export function createPreferencesService(db: Database) {
  async function read(userId: string): Promise<NotificationPreferences> {
    const chosen = new Map((await listPreferences(db, userId)).map((r) => [r.topic, r]));
    return {
      topics: notificationTopics.map((topic) => {
        const locked = !isConfigurableTopic(topic);
        const row = locked ? undefined : chosen.get(topic);
        const channels = row ?? defaultNotificationChannels[topic];
        return { topic, inApp: channels.inApp, email: channels.email, push: channels.push, locked };
      }),
    };
  }

  return {
    get: (actor: Actor): Promise<NotificationPreferences> => read(actor.userId),

    async put(actor: Actor, update: PreferencesUpdate): Promise<NotificationPreferences> {
      const locked = update.topics.flatMap((row, index) =>
        isConfigurableTopic(row.topic)
          ? []
          : [
              {
                path: `topics.${index}.topic`,
                code: 'topic_locked',
                message: 'Account and security notices are always sent; they cannot be turned off',
              },
            ],
      );
      if (locked.length > 0) throw invalidInput(locked);
      await upsertPreferences(db, actor.userId, update.topics);
      return read(actor.userId);
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
