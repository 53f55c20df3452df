import { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * A record id (UUID), read in lower case whatever case it arrives in: one member is never addressed (or their
 * photo stored) under two spellings. Every id in params, bodies and queries goes through it.
 */
export const idSchema = z.uuid().toLowerCase();
export const idParams = z.strictObject({ id: idSchema });
export const itemParams = z.strictObject({ id: idSchema, itemId: idSchema });

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax)
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const personNameSchema = z.string().trim().min(1, 'Required').max(LIMITS.nameMax);

/** ISO date `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();

/** ISO 3166-1 alpha-2 country code. */
export const countryIdSchema = z.string().regex(/^[A-Z]{2}$/, 'Use a two-letter country code');

/** E.164 phone number, e.g. +639171234567. */
export const mobileSchema = z.string().regex(/^\+[1-9]\d{6,14}$/, 'Use the international format, e.g. +639171234567');

export const genders = ['male', 'female'] as const;
export const civilStatuses = ['single', 'married', 'widowed', 'separated', 'divorced'] as const;
export const memberTypes = ['member', 'worker', 'officer', 'minister', 'youth', 'child'] as const;
export const userTypes = ['member', 'admin', 'kiosk'] as const;
/** The agreements a person accepts (and may withdraw), each with the text version they saw. */
export const consentKinds = ['data_privacy', 'disclaimer', 'face_recognition'] as const;

export const okSchema = z.strictObject({ ok: z.literal(true) });

/** The body of a call that takes none: nothing, or an empty JSON object. */
export const noBodySchema = z.strictObject({}).nullish();
