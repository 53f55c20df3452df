import { describe, expect, it } from 'vitest';
import { fieldProblems, type FieldProblem } from '@congregate/contracts';
import { issueMessage, languageOf } from './problem-messages.ts';

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['*', 'en'],
    ['de-DE, fr;q=0.9', 'en'],
    ['fil', 'fil'],
    ['FIL-ph', 'fil'],
    ['tl', 'fil'],
    ['en-US, fil;q=0.9', 'en'],
    ['fil;q=0.5, en;q=0.6', 'en'],
    ['en;q=0.5, tl-PH', 'fil'],
    ['fil;q=0, en;q=0.1', 'en'],
    ['fil;q=0', 'en'],
    ['fil;q=abc, en;q=0.2', 'en'],
    [['de', 'fil;q=0.3'], 'fil'],
  ] as const)('reads %j as %s', (header, language) => {
    expect(languageOf(header as string | string[] | undefined)).toBe(language);
  });
});

describe('issueMessage', () => {
  it('words every field problem in both languages, the English as the contracts say it', () => {
    for (const problem of Object.keys(fieldProblems) as FieldProblem[]) {
      expect(issueMessage({ code: problem }, 'en')).toBe(fieldProblems[problem]);
      const filipino = issueMessage({ code: problem }, 'fil');
      expect(filipino).not.toBe('');
      expect(filipino).not.toBe(fieldProblems[problem]);
    }
  });

  it('says what a union of formats takes', () => {
    const union = {
      code: 'invalid_union',
      path: ['from'],
      errors: [
        [{ code: 'invalid_format', format: 'datetime' }],
        [{ code: 'invalid_format', format: 'date' }],
      ],
    };
    expect(issueMessage(union, 'en')).toBe(
      'Enter a valid date and time (e.g. 2026-03-01T09:00:00Z) / Enter a valid date (YYYY-MM-DD)',
    );
  });

  it('names the size a string, a number and a list must have', () => {
    const small = (origin: string, minimum: number, inclusive = true) =>
      issueMessage({ code: 'too_small', origin, minimum, inclusive }, 'fil');
    expect(small('string', 1)).toBe('Kailangan');
    expect(small('string', 3)).toBe('Gumamit ng hindi bababa sa 3 na karakter');
    expect(small('number', 0, false)).toBe('Gumamit ng numerong higit sa 0');
    expect(small('array', 1)).toBe('Magbigay ng kahit isa');
    expect(issueMessage({ code: 'too_big', origin: 'int', maximum: 100, inclusive: true }, 'en')).toBe(
      'Use a number of at most 100',
    );
  });
});
