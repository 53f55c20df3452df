/**
 * Mantine's styles come in two sheets: the landing pages' components with the first scripts
 * (`mantine-landing.css`, imported by main.tsx) and the rest here, fetched once by every other page and the
 * side menu before they show (router.tsx, layouts/tabs-layout.tsx) and in the background once home is up.
 */
let rest: Promise<unknown> | null = null;

export function loadMantineStyles(): Promise<unknown> {
  rest ??= import('./mantine-rest.css').catch((error: unknown) => {
    rest = null;
    throw error;
  });
  return rest;
}
