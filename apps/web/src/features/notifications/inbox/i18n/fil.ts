import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { notificationsEn } from './en.ts';

/** Filipino messages of the notifications. */
export const notificationsFil: FeatureDictionary<typeof notificationsEn> = {
  'list.title': 'Mga abiso',
  'list.unread': 'Hindi pa nababasa',
  'list.delete': 'Burahin ang abiso',
  'list.markAll': 'Markahang nabasa lahat',
  'list.settings': 'Mga setting ng abiso',
  'list.justNow': 'ngayon lang',
  'list.actionFailed': 'Hindi iyon natuloy. Subukan muli.',
  'empty.title': 'Wala ka pang abiso.',
  'empty.body':
    'Dito mo malalaman kapag may kailangan sa iyo: isang endorsement, paglipat, RSVP mula sa iyong imbitasyon, parangal o anunsiyo.',
  'settings.intro':
    'Piliin kung paano mo malalaman ang bawat uri ng balita. Ang push ay dumarating sa mga device kung saan mo ito binuksan.',
  'settings.topic': 'Tungkol sa',
  'settings.inApp': 'Sa app',
  'settings.email': 'Sa e-mail',
  'settings.push': 'Sa push',
  'settings.switch.inApp': '{topic} sa app',
  'settings.switch.email': '{topic} sa e-mail',
  'settings.switch.push': '{topic} sa push',
  'settings.locked': 'Laging ipinapadala sa app at sa e-mail: iniingatan nito ang iyong account.',
  'settings.save': 'I-save',
  'settings.saved': 'Nai-save na',
  'settings.saveFailed': 'Hindi ma-save ang iyong mga pinili. Subukan muli.',
  'settings.back': 'Mga abiso',
  'topic.endorsement': 'Pag-endorso',
  'topic.transfer': 'Mga paglipat',
  'topic.rsvp': 'Mga RSVP at bisita mula sa aking mga imbitasyon',
  'topic.pep': 'Mga follow-up sa PEP',
  'topic.celebrants': 'Mga may okasyon sa aking kawan',
  'topic.award': 'Mga parangal',
  'topic.event-reminder': 'Mga paalala sa event',
  'topic.announcement': 'Mga anunsiyo',
  'topic.group': 'Mga grupo',
  'topic.giving': 'Pagbibigay at mga resibo',
  'topic.family': 'Sambahayan at pamilya',
  'topic.account': 'Account at seguridad',
};
