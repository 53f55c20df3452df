import type { Celebrant } from '@congregate/contracts';
import type { FlockCareKey } from '../i18n/index.ts';

type Translate = (key: FlockCareKey, params?: Record<string, string | number>) => string;

/** The greeting a leader sends a celebrant, in the reader's language, signed with the leader's name. */
export function greetingFor(ft: Translate, celebrant: Celebrant, sender: string): string {
  const name = celebrant.name.split(' ')[0] ?? celebrant.name;
  return ft(celebrant.kind === 'birthday' ? 'greeting.birthday' : 'greeting.wedding', {
    name,
    years: celebrant.years,
    sender,
  });
}
