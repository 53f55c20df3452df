import { describe, expect, it } from 'vitest';
import { formatMessage, placeholdersOf } from './message-format.ts';

const seats = '{guest}: {count, plural, =0 {no seat} one {# seat} other {# seats}} for {guest}';

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('en', 'Hello {name}, {missing}', { name: 'Ana' })).toBe('Hello Ana, {missing}');
  });

  it('chooses the English word for one and for many', () => {
    expect(formatMessage('en', seats, { guest: 'Ana', count: 1 })).toBe('Ana: 1 seat for Ana');
    expect(formatMessage('en', seats, { guest: 'Ana', count: 3 })).toBe('Ana: 3 seats for Ana');
  });

  it('prefers an exact =N branch to the rule’s category', () => {
    expect(formatMessage('en', seats, { guest: 'Ana', count: 0 })).toBe('Ana: no seat for Ana');
  });

  it('fills placeholders inside a branch', () => {
    expect(
      formatMessage('en', '{count, plural, one {# line of {name}} other {# lines of {name}}}', {
        count: 2,
        name: 'Ben',
      }),
    ).toBe('2 lines of Ben');
  });

  it('uses exact branches in Filipino, whose rule calls 2 “one”', () => {
    const lines = '{count, plural, =1 {isang linya} other {# linya}}';
    expect(formatMessage('fil', lines, { count: 1 })).toBe('isang linya');
    expect(formatMessage('fil', lines, { count: 2 })).toBe('2 linya');
  });

  it('takes the other branch for a category the message does not have', () => {
    expect(formatMessage('en', '{n, plural, other {# items}}', { n: 1 })).toBe('1 items');
  });

  it('reads a number written out with separators as many', () => {
    expect(formatMessage('en', seats, { guest: 'Ana', count: '1,250' })).toBe('Ana: 1,250 seats for Ana');
  });

  it('keeps the message as written when the count is missing', () => {
    expect(formatMessage('en', '{count, plural, one {# seat} other {# seats}}', {})).toBe(
      '{count, plural, one {# seat} other {# seats}}',
    );
  });
});

describe('placeholdersOf', () => {
  it('names plain placeholders and counts, each once', () => {
    expect(placeholdersOf(seats)).toEqual(['count', 'guest']);
    expect(placeholdersOf('{guest}: {count} upuan')).toEqual(['count', 'guest']);
    expect(placeholdersOf('{n} {n, plural, one {is} other {are}} of {name}')).toEqual(['n', 'name']);
    expect(placeholdersOf('{n, plural, one {# of {name}} other {# of {name}s}}')).toEqual(['n', 'name']);
  });
});
