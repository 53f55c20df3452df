import { pepPath, type PepStage } from '@congregate/contracts';

export type StageTarget = Exclude<PepStage, 'member'>;

/**
 * The stages a PEP can be moved to from `stage`: any other stage of the way up to `scheduled`, `baptized`
 * only from `scheduled` and only by an admin, `dropped` from any stage before baptism. A member is reached
 * only by converting; a baptized PEP waits for that. The server checks again.
 */
export function nextStages(stage: PepStage, isAdmin: boolean): StageTarget[] {
  if (stage === 'member' || stage === 'baptized') return [];
  const open: StageTarget[] = (['contacted', 'attending', 'studying', 'scheduled'] as const).filter(
    (target) => target !== stage,
  );
  if (stage === 'scheduled' && isAdmin) open.push('baptized');
  if (stage !== 'dropped') open.push('dropped');
  return open;
}

/** How far along the way a stage is (0 for contacted; dropped is off the way: -1). */
export const stageStep = (stage: PepStage) => (pepPath as readonly string[]).indexOf(stage);
