import { pepPath, type Pep, type PepStage } from '@congregate/contracts';

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

/**
 * Whether all the church knows of a prospect is an RSVP: made by one (the guest's own or a leader's for them),
 * still at the first stage, and no follow-up done nor stage changed since (the server sets `lastContactAt` to
 * the moment the PEP was made, and moves it with each). Such a guest reads as "RSVP'd", not "Contacted":
 * nobody has talked with them yet.
 */
export function onlyRsvped(pep: Pick<Pep, 'stage' | 'source' | 'lastContactAt' | 'createdAt'>): boolean {
  return (
    pep.stage === 'contacted' &&
    pep.source === 'event-rsvp' &&
    (pep.lastContactAt === null || Date.parse(pep.lastContactAt) <= Date.parse(pep.createdAt))
  );
}
