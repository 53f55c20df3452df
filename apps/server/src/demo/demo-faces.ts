import { FACE_CONSENT_VERSION } from '@congregate/contracts';
import { centroid, encodeDescriptor, FACE_MODEL } from '@congregate/contracts/face-match';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { checkIns, faceDescriptors, faceEnrolments, kiosks, members } from '../db/schema/index.ts';
// One face embedding shipped with `@vladmandic/human` (its face-match demo's `faces.json`, a historical group
// photograph): a face nobody at a demo kiosk has, so the demo's enrolment never matches a visitor by mistake.
import demoFace from './demo-face.json' with { type: 'json' };

const bytes = (values: ArrayLike<number>) =>
  Buffer.from(encodeDescriptor(Float32Array.from(values)), 'base64');

/** Three captures of one face: the sample embedding with a little noise each, as three photos would differ. */
function captures(random: () => number): number[][] {
  return [0, 1, 2].map(() => demoFace.embedding.map((v) => Math.max(0, v + (random() - 0.5) * 0.05)));
}

/**
 * Face check-in in the demo (issue 12): the demo flock leader consented and enrolled; the first locale's
 * "Lobby kiosk" has face mode on; the leader's last four kiosk check-ins there were by face, one of them with a
 * score just above the threshold (for the admin's review of doubtful ones).
 */
export async function seedFaces(
  tx: Executor,
  random: () => number,
  demo: { leaderUserId: string; firstLocaleId: string },
): Promise<void> {
  const [leader] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.userId, demo.leaderUserId));
  if (!leader) return;
  const taken = captures(random);
  await tx.insert(faceEnrolments).values({
    memberId: leader.id,
    consentVersion: FACE_CONSENT_VERSION,
    recordedBy: demo.leaderUserId,
    inPerson: false,
    modelName: FACE_MODEL.name,
    modelVersion: FACE_MODEL.version,
    centroid: bytes(centroid(taken)),
  });
  await tx
    .insert(faceDescriptors)
    .values(
      taken.map((descriptor, capture) => ({ memberId: leader.id, capture, descriptor: bytes(descriptor) })),
    );
  const [lobby] = await tx
    .update(kiosks)
    .set({ faceMode: true })
    .where(and(eq(kiosks.localeId, demo.firstLocaleId), eq(kiosks.name, 'Lobby kiosk')))
    .returning({ userId: kiosks.userId });
  if (!lobby) return;
  const recent = await tx
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(and(eq(checkIns.memberId, leader.id), eq(checkIns.recordedBy, lobby.userId)))
    .orderBy(desc(checkIns.checkedInAt))
    .limit(4);
  const scores = [0.84, 0.67, 0.81, 0.86];
  for (const [i, row] of recent.entries()) {
    await tx.update(checkIns).set({ method: 'face', faceScore: scores[i] }).where(eq(checkIns.id, row.id));
  }
}
