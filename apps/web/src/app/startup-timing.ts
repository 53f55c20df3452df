/** Spec section 9: the device-ready warning after 5,000 ms, page transitions of 540 ms. */
export const STARTUP_WARNING_MS = 5000;
export const PAGE_TRANSITION_MS = 540;

const startedAt = Date.now();

/** Milliseconds left until the "still starting" notice is due (0 when already due). */
export function msUntilStartupWarning(): number {
  return Math.max(0, STARTUP_WARNING_MS - (Date.now() - startedAt));
}
