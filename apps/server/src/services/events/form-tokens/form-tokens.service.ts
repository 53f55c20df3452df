import { randomBytes } from 'node:crypto';
import { jwtVerify } from 'jose';
import { z } from 'zod';
import {
  FORM_TOKEN_LIMITS,
  FORM_TOKEN_TYPE,
  formTokenProblems,
  type CardKey,
  type FormToken,
  type PublicForm,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { cachedVerifyingKey } from '../../../integrations/card-keys/verifying-key.ts';
import type { Housekeeping } from '../../../lib/housekeeping.ts';
import { invalidInput } from '../../../lib/errors.ts';
import type { TokenSigner } from '../baptisms/baptisms.service.ts';
import { removeExpiredNonces, spendNonce } from './form-tokens.repository.ts';

export interface FormTokensDeps {
  signToken: TokenSigner;
  cardKey: () => Promise<CardKey>;
  housekeeping: Pick<Housekeeping, 'add'>;
  /** The clock (tests move it). */
  now?: () => number;
}

const claimsSchema = z.object({ sub: z.string().min(16), form: z.string(), at: z.number().int() });

const maxAgeMs = FORM_TOKEN_LIMITS.maxAgeHours * 3_600_000;

/** A public form refused before it was read: the token is missing, forged, spent or expired (422). */
const tokenRefused = () =>
  invalidInput(
    [{ path: 'formToken', message: formTokenProblems.form_token_invalid, code: 'form_token_invalid' }],
    formTokenProblems.form_token_invalid,
  );

/**
 * Public-form tokens (issue 35): the server signs, when a form opens, which form it is, when it was issued and a
 * random nonce; a submission spends the nonce (once), and its fill time counts from the issue time — not from a
 * clock the client reports.
 */
export function createFormTokensService(db: Database, deps: FormTokensDeps) {
  const now = deps.now ?? Date.now;
  const verifyingKey = cachedVerifyingKey(deps.cardKey);
  deps.housekeeping.add({ name: 'form-tokens', run: () => removeExpiredNonces(db) });

  async function claimsOf(token: string, form: PublicForm) {
    try {
      const { payload } = await jwtVerify(token, await verifyingKey(), {
        algorithms: ['EdDSA'],
        typ: FORM_TOKEN_TYPE,
      });
      const claims = claimsSchema.safeParse(payload);
      return claims.success && claims.data.form === form ? claims.data : null;
    } catch {
      return null;
    }
  }

  return {
    /** `POST form-tokens`: a token for one submission of `form`. */
    async issue(form: PublicForm): Promise<FormToken> {
      const at = now();
      const token = await deps.signToken(FORM_TOKEN_TYPE, randomBytes(18).toString('base64url'), {
        form,
        at,
      });
      return {
        token,
        minSeconds: FORM_TOKEN_LIMITS.minFillSeconds,
        expiresAt: new Date(at + maxAgeMs).toISOString(),
      };
    },

    /**
     * Spends a submission's token in its transaction: `sent` when it is good, `too-fast` when the form came back
     * sooner than a person fills it (the token is not spent: the page may send it again). A missing, forged,
     * expired, other form's or spent token is refused (422 `form_token_invalid`) before anything is written.
     */
    async spend(tx: Executor, form: PublicForm, token: string | undefined): Promise<'sent' | 'too-fast'> {
      const claims = token ? await claimsOf(token, form) : null;
      const age = claims ? now() - claims.at : -1;
      if (!claims || age < 0 || age > maxAgeMs) throw tokenRefused();
      if (age < FORM_TOKEN_LIMITS.minFillSeconds * 1000) return 'too-fast';
      if (!(await spendNonce(tx, claims.sub, new Date(claims.at + maxAgeMs)))) throw tokenRefused();
      return 'sent';
    },
  };
}
export type FormTokensService = ReturnType<typeof createFormTokensService>;
