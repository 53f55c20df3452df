import type { Award } from '@congregate/contracts';
import type { FeatureTranslate } from '../../../../lib/i18n/feature-messages.ts';
import type { awardsEn } from '../i18n/en.ts';

type Translate = FeatureTranslate<typeof awardsEn>;

/** The award's name: its kind's, or a manual award's title. */
export function awardName(at: Translate, award: Pick<Award, 'kind' | 'title'>): string {
  if (award.kind === 'manual') return award.title ?? at('kind.manual');
  return at(`kind.${award.kind}`);
}

/** Per mille as a percentage with at most one decimal ("86", "86.5"). */
const percent = (perMille: number) => String(Math.round(perMille) / 10);

/** What won it, in words ("12 of 12 Sundays", "+4 check-ins", "86% attendance", "5 invites", "2 baptized"). */
export function scoreText(
  at: Translate,
  award: Pick<Award, 'kind' | 'score' | 'recipientType'>,
): string | null {
  const score = award.score;
  if (score === null) return null;
  switch (award.kind) {
    case 'perfect_attendance':
      return at('score.perfect', { count: score });
    case 'most_improved':
      return award.recipientType === 'member'
        ? at('score.improvedMember', { count: score })
        : at('score.improvedFlock', { points: percent(score) });
    case 'best_attendance':
      return at('score.rate', { percent: percent(score) });
    case 'most_invites':
      return score === 1 ? at('score.invitesOne') : at('score.invites', { count: score });
    case 'most_baptized':
      return at('score.baptized', { count: score });
    default:
      return null;
  }
}

/** Who received it: the member's name, or the flock's. */
export const recipientName = (award: Pick<Award, 'member' | 'flock'>) =>
  award.member?.name ?? award.flock?.name ?? '';
