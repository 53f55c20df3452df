/** Text without accents, in lower case: how name filters compare ("Peña" matches "pena"). */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Case- and accent-insensitive "contains", for the locale and flock filters. */
export function matchesText(text: string, filter: string): boolean {
  return foldText(text).includes(foldText(filter.trim()));
}
