import { noticeWordsSchema, type Notification } from '@congregate/contracts';
import { deviceTimeZone, formatClock, formatDay } from '../../../../lib/format/date.ts';
import {
  placeholdersOf,
  type FeatureTranslate,
  type Language,
  type MessageParams,
} from '../../../../lib/i18n/index.ts';
import { notificationsEn } from '../i18n/en.ts';

/**
 * A notice in the reader's language: the sentence of its kind (and `variant`) filled from `data.words`, the
 * days and times written the reader's way. A notice without words, or of a kind the app has no sentence
 * for (or missing a word the sentence needs), reads as the server wrote it (`message`, English).
 */
export function noticeText(
  notice: Pick<Notification, 'kind' | 'message' | 'data'>,
  nt: FeatureTranslate<typeof notificationsEn>,
  language: Language,
): string {
  const parsed = noticeWordsSchema.safeParse(notice.data.words);
  if (!parsed.success) return notice.message;
  const { variant, ...words } = parsed.data;
  const key = `notice.${notice.kind}${variant ? `.${variant}` : ''}`;
  if (!Object.hasOwn(notificationsEn, key)) return notice.message;
  const sentence = key as keyof typeof notificationsEn;
  const params: MessageParams = { ...words };
  if (typeof words.dueOn === 'string') params.day = formatDay(words.dueOn, language);
  if (typeof words.startsAt === 'string')
    params.time = formatClock(
      words.startsAt,
      language,
      // The event's locale's clock (the server words it with the notice); the device's for an older notice.
      typeof words.timeZone === 'string' ? words.timeZone : deviceTimeZone(),
    );
  if (placeholdersOf(notificationsEn[sentence]).some((name) => !(name in params))) return notice.message;
  return nt(sentence, params);
}
