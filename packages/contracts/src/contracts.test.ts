import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSIONS, clusterOf, NO_CLUSTER, passwordProblems, registerBodySchema } from './index.ts';

describe('clusterOf', () => {
  it.each([
    ['C3-Joy', 'C3'],
    ['C3-Joy-Extra', 'C3'],
    ['Solo', 'Solo'],
    ['  C1 - Hope ', 'C1'],
    ['', NO_CLUSTER],
    [null, NO_CLUSTER],
    [undefined, NO_CLUSTER],
    ['-Orphan', NO_CLUSTER],
  ])('%s is in cluster %s', (name, cluster) => {
    expect(clusterOf(name)).toBe(cluster);
  });
});

describe('passwordProblems', () => {
  it('accepts a long password without the email', () => {
    expect(passwordProblems('correct horse battery', 'ana@example.org')).toEqual([]);
  });
  it('refuses fewer than 10 characters', () => {
    expect(passwordProblems('123456789')).toEqual(['too_short']);
  });
  it('refuses a password containing the email or its name part, ignoring case', () => {
    expect(passwordProblems('xxANA.CRUZ@EXAMPLE.ORGxx', 'ana.cruz@example.org')).toContain('contains_email');
    expect(passwordProblems('my-ana.cruz-password', 'ana.cruz@example.org')).toContain('contains_email');
  });
});

describe('registerBodySchema', () => {
  const valid = {
    email: 'ana@example.org',
    password: 'correct horse battery',
    firstName: 'Ana',
    lastName: 'Peña',
    localeId: '7b0c1f2e-8d4a-4c1e-9a55-0d2b3c4d5e6f',
    acceptedDataPrivacy: AGREEMENT_VERSIONS.dataPrivacy,
    acceptedDisclaimer: AGREEMENT_VERSIONS.disclaimer,
  };
  it('accepts a complete registration', () => {
    expect(registerBodySchema.safeParse(valid).success).toBe(true);
  });
  it('refuses unknown fields, a missing agreement, an old agreement version and a future birth date', () => {
    expect(registerBodySchema.safeParse({ ...valid, admin: true }).success).toBe(false);
    expect(registerBodySchema.safeParse({ ...valid, acceptedDisclaimer: undefined }).success).toBe(false);
    expect(registerBodySchema.safeParse({ ...valid, acceptedDataPrivacy: '1999-01' }).success).toBe(false);
    expect(registerBodySchema.safeParse({ ...valid, birthDate: '2999-01-01' }).success).toBe(false);
  });
});
