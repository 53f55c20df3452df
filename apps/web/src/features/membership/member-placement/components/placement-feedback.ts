/**
 * What to say when a placement fails: worded by the refusal's code (a 422's field problem, such as a flock
 * outside the member's locale, included), never by the server's text (`useLoadErrorMessage`).
 */
export function placementError(error: unknown, loadError: (error: unknown) => string): string {
  return loadError(error);
}
