import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate, type Language, type MessageKey, type MessageParams } from '../i18n/index.ts';
import { fieldErrorsFromZod } from './field-errors.ts';

const form = z.object({
  title: z.string().trim().min(1).max(60),
  capacity: z.number().int().min(1).max(500),
  tags: z.array(z.string()).max(3),
});

function errorsOf(values: unknown, language: Language = 'en') {
  const parsed = form.safeParse(values);
  if (parsed.success) throw new Error('expected the values to be refused');
  return fieldErrorsFromZod(parsed.error, (key: MessageKey, params?: MessageParams) =>
    translate(language, key, params),
  );
}

const fine = { title: 'Youth night', capacity: 40, tags: [] };

describe('fieldErrorsFromZod', () => {
  it('asks for a number when a number field got letters, and for the field when it was left out', () => {
    expect(errorsOf({ ...fine, capacity: Number('forty') }).capacity).toBe('Enter a number');
    expect(errorsOf({ ...fine, capacity: undefined }).capacity).toBe('Required');
    expect(errorsOf({ ...fine, capacity: 2.5 }).capacity).toBe('Enter a whole number');
  });

  it('says the limit of a text that is too long, and of a number out of range', () => {
    expect(errorsOf({ ...fine, title: 'x'.repeat(61) }).title).toBe('At most 60 characters');
    expect(errorsOf({ ...fine, title: '  ' }).title).toBe('Required');
    expect(errorsOf({ ...fine, capacity: 0 }).capacity).toBe('Enter a number of at least 1');
    expect(errorsOf({ ...fine, capacity: 501 }).capacity).toBe('Enter a number of at most 500');
    expect(errorsOf({ ...fine, tags: ['a', 'b', 'c', 'd'] }).tags).toBe('Give at most 3');
  });

  it('says the same in Filipino', () => {
    expect(errorsOf({ ...fine, capacity: Number('apatnapu') }, 'fil').capacity).toBe('Maglagay ng numero');
    expect(errorsOf({ ...fine, title: 'x'.repeat(61) }, 'fil').title).toBe('Hanggang 60 na karakter lamang');
  });
});
