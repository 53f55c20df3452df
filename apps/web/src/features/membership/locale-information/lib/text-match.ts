const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether any of `texts` contains `query`, ignoring case and accents (`cebu` finds `Cébu`). */
export function matchesQuery(query: string, ...texts: (string | null | undefined)[]): boolean {
  const wanted = fold(query.trim());
  return !wanted || texts.some((text) => text && fold(text).includes(wanted));
}
