/** The values a message's placeholders are filled from. */
export type MessageParams = Record<string, string | number>;

/**
 * A count's words: `{count, plural, one {# seat} other {# seats}}` picks the branch of the language's
 * plural rule for the number (`Intl.PluralRules`: zero, one, two, few, many, other) or an exact `=N`
 * branch, which wins; `#` in the branch is the number. Branches may hold `{name}` placeholders.
 *
 * Filipino rarely needs one (“1 upuan”, “3 upuan”), and when it does it must use `=1`: CLDR's Filipino
 * rule calls 2, 3, 5… `one` too, for the linker it was made for, not for nouns.
 */
const pluralBlock =
  /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const branch = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;
const placeholder = /\{(\w+)\}/g;

const rules = new Map<string, Intl.PluralRules>();
function pluralRulesOf(language: string): Intl.PluralRules {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return rule;
}

function fill(template: string, params: MessageParams): string {
  return template.replace(placeholder, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** `template` in `language` with its placeholders filled and its counts' words chosen from `params`. */
export function formatMessage(language: string, template: string, params?: MessageParams): string {
  if (!params) return template;
  const counted = template.replace(pluralBlock, (match, name: string, branches: string) => {
    const value = params[name];
    if (value === undefined) return match;
    // A number already written out ("1,250") is many.
    const count = typeof value === 'number' ? value : Number(value);
    const chosen = new Map([...branches.matchAll(branch)].map(([, selector, text]) => [selector!, text!]));
    const text = Number.isNaN(count)
      ? chosen.get('other')
      : (chosen.get(`=${count}`) ?? chosen.get(pluralRulesOf(language).select(count)) ?? chosen.get('other'));
    return text === undefined ? match : text.replace(/#/g, String(value));
  });
  return fill(counted, params);
}

/** The names a message fills (plain placeholders and counts), sorted, each once: the same in every language. */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  // A branch of one word (`one {is}`) is text, not a placeholder: read the counts' branches on their own.
  const rest = template.replace(pluralBlock, (_match, name: string, branches: string) => {
    names.add(name);
    for (const [, , text] of branches.matchAll(branch))
      for (const [, inner] of text!.matchAll(placeholder)) names.add(inner!);
    return '';
  });
  for (const [, name] of rest.matchAll(placeholder)) names.add(name!);
  return [...names].sort();
}
