import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.ts';

const memberSchema = z.object({ id: z.uuid(), name: z.string(), joined: z.iso.datetime() });
const serialize = responseSerializer({
  schema: memberSchema,
  method: 'GET',
  url: '/members/:id',
  httpStatus: '200',
});
const id = '6f1c2a9e-8b7d-4c1e-9f2a-1b2c3d4e5f60';

describe('responseSerializer', () => {
  it('writes an answer that fits its schema, and drops fields the schema does not name', () => {
    const json = serialize({ id, name: 'Rosa', joined: '2026-01-04T09:00:00.000Z', passwordHash: 'x' });
    expect(JSON.parse(json)).toEqual({ id, name: 'Rosa', joined: '2026-01-04T09:00:00.000Z' });
  });

  it('refuses an answer that does not fit (a 500, never sent)', () => {
    let thrown: unknown;
    try {
      serialize({ id: 'not-an-id', name: 'Rosa', joined: '2026-01-04T09:00:00.000Z' });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('writes a codec’s output side (encode) when parse refuses the value', () => {
    const dated = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    const write = responseSerializer({ schema: dated, method: 'GET', url: '/x', httpStatus: '200' });
    expect(JSON.parse(write({ at: new Date('2026-01-04T09:00:00.000Z') }))).toEqual({
      at: '2026-01-04T09:00:00.000Z',
    });
  });
});
