import type { JsonWebKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { serverKeys } from '../../db/schema/index.ts';

/** The stored private JWK of the named key, or null. */
export async function findServerKey(db: Executor, name: string): Promise<JsonWebKey | null> {
  const [row] = await db.select({ privateJwk: serverKeys.privateJwk }).from(serverKeys).where(eq(serverKeys.name, name));
  return (row?.privateJwk as JsonWebKey | undefined) ?? null;
}

/** Stores a key unless one of that name exists already (another replica may have made it first). */
export async function insertServerKeyIfAbsent(db: Executor, name: string, privateJwk: JsonWebKey, publicJwk: JsonWebKey) {
  await db.insert(serverKeys).values({ name, privateJwk, publicJwk }).onConflictDoNothing({ target: serverKeys.name });
}
