/** How long an answer stays on a scanner’s screen (baptism scanner, event entry) before it reads codes again. */
export const ANSWER_MS = 3000;
/** The same code seen again within this long after its answer went is the same form or phone still held up: ignored. */
export const REPEAT_MS = 4000;

/**
 * Decides which codes the scanner sends: none while a code is being answered or its answer is on the screen,
 * and not the same code again until a few seconds after its answer went away (the form is still in front of
 * the camera). Another code is sent as soon as the screen is free.
 */
export class ScanGate {
  private busy = false;
  private last: { code: string; until: number } | null = null;

  /** Whether to send `code` seen at `now` (ms); if so, the gate is busy until `release`. */
  take(code: string, now: number): boolean {
    if (this.busy) return false;
    if (this.last && this.last.code === code && now < this.last.until) return false;
    this.busy = true;
    this.last = { code, until: Number.POSITIVE_INFINITY };
    return true;
  }

  /** The answer went from the screen at `now`: codes are read again. */
  release(now: number): void {
    this.busy = false;
    if (this.last) this.last.until = now + REPEAT_MS;
  }
}
