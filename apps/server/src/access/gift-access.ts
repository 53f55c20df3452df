import type { Executor } from '../db/executor.ts';
import type { Actor } from '../lib/actor.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import { findGiftPlace } from './access.repository.ts';
import { givingAccessOf, givingAllows } from './giving-access.ts';

declare const seen: unique symbol;

/** A gift the caller may see (and, asked to refund it, refund), made only by `giftInScope`. */
export interface GiftInScope {
  readonly id: string;
  readonly localeId: string;
  readonly [seen]: true;
}

/**
 * The gift rule (`GET payment/gifts/{id}` and its refund, declared `rule.data`): a gift is seen by its giver and
 * by who may view its locale's giving (its finance officers and admins, `givingAccessOf`), and refunded by who
 * may manage it (finance of its locale, super admins). Anyone who may not see it is answered 404 as if it did not
 * exist — its existence is not revealed; one who sees it but may not refund it, 403.
 */
export async function giftInScope(
  db: Executor,
  actor: Actor,
  giftId: string,
  action: 'see' | 'refund',
): Promise<GiftInScope> {
  const gift = await findGiftPlace(db, giftId);
  const giving = gift ? givingAccessOf(actor, { id: gift.localeId, districtId: gift.districtId }) : 'none';
  const giver = gift !== null && actor.memberId !== null && gift.memberId === actor.memberId;
  if (!gift || (!giver && !givingAllows(giving, 'view'))) throw notFound('The gift');
  if (action === 'refund' && !givingAllows(giving, 'manage')) {
    throw forbidden('Only finance of the gift’s locale may refund it');
  }
  return { id: gift.id, localeId: gift.localeId } as GiftInScope;
}
