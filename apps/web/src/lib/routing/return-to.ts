/** The query parameter that tells the sign-in page where to go back to (e.g. `/login?returnTo=/qrloc/…`). */
export const RETURN_TO = 'returnTo';

/**
 * A page of this app to go back to after signing in, or null: only a path on this origin (`/qrloc/…`),
 * never another site (`//evil.example`, `https://…`) and never the sign-in pages themselves.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/^\/(login|register|visitor)(?:[/?#]|$)/.test(value)) return null;
  return value;
}

/** The sign-in page, coming back to `path` afterwards. */
export function loginPathBackTo(path: string): string {
  return `/login?${new URLSearchParams({ [RETURN_TO]: path }).toString()}`;
}
