import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { emailOutboxEn } from './en.ts';

/** Filipino messages of the e-mail outbox. */
export const emailOutboxFil: FeatureDictionary<typeof emailOutboxEn> = {
  'page.title': 'Outbox ng e-mail',
  'page.intro':
    'Dito naghihintay ang bawat e-mail na ipinapadala ng Congregate hanggang maipadala ito. Ang pumalya ay sinusubukang muli nang halos dalawang oras; pagkatapos ay nananatili itong pumalya hanggang ipadala mo ulit.',
  'notAllowed.title': 'Hindi ito para sa iyong account',
  'notAllowed.body': 'Ang super admin lamang ang nangangasiwa sa outbox ng e-mail.',
  'counts.title': 'Mga e-mail ayon sa kalagayan',
  'state.queued': 'Naghihintay',
  'state.failed': 'Pumalya',
  'state.sent': 'Naipadala',
  'filter.label': 'Ipakita',
  'filter.all': 'Lahat ng e-mail',
  'list.title': 'Mga e-mail',
  'list.to': 'Para kay {to}',
  'list.purpose': 'Dahilan: {purpose}',
  'list.tries': 'Mga pagsubok: {count}',
  'list.lastError': 'Huling mali: {error}',
  'list.queuedAt': 'Pumila noong {when}',
  'list.sentAt': 'Naipadala noong {when}',
  'list.failedAt': 'Sumuko noong {when}',
  'list.retry': 'Ipadala ulit',
  'list.retryLabel': 'Ipadala ulit: {subject} para kay {to}',
  'list.retried': 'Nakapila nang muli ang e-mail para kay {to}.',
  'list.retryFailed': 'Hindi maipila muli ang e-mail. Subukan ulit.',
  'empty.all':
    'Wala pang e-mail. Makikita rito ang mga pag-reset ng password, kumpirmasyon ng RSVP at mga abiso habang naghihintay, kapag pumalya, at nang isang linggo matapos maipadala.',
  'empty.queued': 'Walang naghihintay: naipadala na ang bawat e-mail.',
  'empty.failed':
    'Walang pumalyang e-mail. Kapag mayroon, makikita ito rito kasama ang mali, at maipapadala mo ito ulit.',
  'empty.sent': 'Walang e-mail na naipadala nitong nakaraang linggo.',
};
