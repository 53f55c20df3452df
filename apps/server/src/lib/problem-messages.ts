import { isFieldProblem, problemOf, type FieldProblem } from '@congregate/contracts';
import { english, filipino, type ProblemWords } from './problem-words.ts';

/** The languages the API words its refusals in; English unless the request asks for Filipino. */
export const problemLanguages = ['en', 'fil'] as const;
export type ProblemLanguage = (typeof problemLanguages)[number];

const wordsOf: Record<ProblemLanguage, ProblemWords> = { en: english, fil: filipino };

/** Language tags (their primary subtag) each language answers to: Filipino is also asked for as Tagalog. */
const tags: Record<string, ProblemLanguage> = { en: 'en', fil: 'fil', tl: 'fil' };

/**
 * The language to word a refusal in, from `Accept-Language`: the supported one with the highest q-value (the
 * first listed on a tie; `q=0` means "not this one"); English when none is asked for.
 */
export function languageOf(acceptLanguage: string | string[] | undefined): ProblemLanguage {
  let chosen: ProblemLanguage = 'en';
  let best = 0;
  for (const range of [acceptLanguage ?? ''].flat().join(',').split(',')) {
    const [tag = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const language = tags[tag.split('-')[0]!];
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (language && Number.isFinite(q) && q > best && q <= 1) {
      chosen = language;
      best = q;
    }
  }
  return chosen;
}

/**
 * One zod issue as the validator keeps it (with its `input`, so a missing field is told from a wrong one), or
 * the `{ code }` of an issue a service raised.
 */
export interface WordableIssue {
  readonly code: string;
  readonly path?: readonly PropertyKey[];
  readonly input?: unknown;
  /** What zod says about the issue, by its code (`too_small`: `origin`, `minimum`…). */
  readonly expected?: unknown;
  readonly origin?: unknown;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly inclusive?: unknown;
  readonly exact?: unknown;
  readonly format?: unknown;
  readonly values?: unknown;
  readonly keys?: unknown;
  readonly divisor?: unknown;
  readonly errors?: unknown;
  readonly params?: unknown;
}

/** Fields whose pattern people know by name: their issues read as that field's problem (as on the web). */
const patternProblems: Record<string, FieldProblem> = {
  mobile: 'mobile_format',
  emergencyContactMobile: 'mobile_format',
  countryId: 'country_unknown',
  nationality: 'country_unknown',
};

const formatNames: Record<string, keyof ProblemWords['formats']> = {
  uuid: 'id',
  guid: 'id',
  email: 'email',
  date: 'date',
  datetime: 'datetime',
  time: 'time',
  url: 'url',
};

const quoted = (values: readonly unknown[]) =>
  values.map((value) => (typeof value === 'string' ? `“${value}”` : String(value))).join(', ');

const numberOf = (value: unknown) => Number(value instanceof Date ? value.getTime() : value);

function sizeMessage(words: ProblemWords, issue: WordableIssue, side: 'min' | 'max'): string {
  const limit = numberOf(side === 'min' ? issue.minimum : issue.maximum);
  const exact = issue.exact === true;
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (exact) return words.exactlyCharacters(limit);
      if (side === 'min') return limit <= 1 && inclusive ? words.required : words.atLeastCharacters(limit);
      return words.atMostCharacters(limit);
    case 'array':
    case 'set':
      if (exact) return words.exactlyItems(limit);
      if (side === 'min') return limit <= 1 && inclusive ? words.atLeastOne : words.atLeastItems(limit);
      return words.atMostItems(limit);
    case 'number':
    case 'int':
    case 'bigint':
      if (side === 'min') return inclusive ? words.numberAtLeast(limit) : words.numberAbove(limit);
      return inclusive ? words.numberAtMost(limit) : words.numberBelow(limit);
    default:
      return words.check;
  }
}

function formatMessage(words: ProblemWords, issue: WordableIssue, field: string): string {
  const named = formatNames[String(issue.format)];
  if (named) return words.formats[named];
  const problem = patternProblems[field];
  return problem ? words.problems[problem] : words.format;
}

/** A union none of whose options matched: the formats it takes when its options are formats, else in general. */
function unionMessage(words: ProblemWords, issue: WordableIssue, field: string): string {
  const options = Array.isArray(issue.errors) ? (issue.errors as WordableIssue[][]) : [];
  const messages = options.map((option) =>
    option.length === 1 && option[0]!.code === 'invalid_format'
      ? formatMessage(words, option[0]!, field)
      : null,
  );
  if (messages.length === 0 || messages.includes(null)) return words.check;
  return [...new Set(messages)].join(' / ');
}

/** What is wrong with one field, in people's words in `language`: by its problem code, or by zod's code and facts. */
export function issueMessage(issue: WordableIssue, language: ProblemLanguage): string {
  const words = wordsOf[language];
  const problem = isFieldProblem(issue.code) ? issue.code : problemOf(issue);
  if (problem) return words.problems[problem];
  const field = String(issue.path?.at(-1) ?? '');
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return words.required;
      const expected = String(issue.expected) as keyof ProblemWords['expected'];
      return words.expected[expected] ?? words.check;
    }
    case 'too_small':
      return sizeMessage(words, issue, 'min');
    case 'too_big':
      return sizeMessage(words, issue, 'max');
    case 'invalid_format':
      return formatMessage(words, issue, field);
    case 'invalid_value': {
      const values = Array.isArray(issue.values) ? issue.values : [];
      return values.length === 1 ? words.use(quoted(values)) : words.chooseOneOf(quoted(values));
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(issue.keys) ? issue.keys : [];
      return words.removeFields(quoted(keys), keys.length);
    }
    case 'not_multiple_of':
      return words.multipleOf(numberOf(issue.divisor));
    case 'invalid_union':
      return unionMessage(words, issue, field);
    default:
      return words.check;
  }
}

/** The message of a refusal with several issues: the first issue's, and how many more there are. */
export function refusalMessage(first: string, issueCount: number, language: ProblemLanguage): string {
  return issueCount > 1 ? `${first} ${wordsOf[language].andMore(issueCount - 1)}` : first;
}
