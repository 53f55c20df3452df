/** A video's length as a clock reads it: "4:05", "1:02:03". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** How far into a video the caller got, in percent (0 when its length is unknown). */
export function progressPercent(positionSeconds: number, durationSeconds: number | null): number {
  if (!durationSeconds || durationSeconds <= 0) return 0;
  return Math.min(100, Math.max(0, (positionSeconds / durationSeconds) * 100));
}

/** The parts of a time left until a moment: days, hours, minutes, seconds (all 0 once it is reached). */
export function timeLeft(untilMs: number, nowMs: number) {
  const total = Math.max(0, Math.floor((untilMs - nowMs) / 1000));
  return {
    total,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
