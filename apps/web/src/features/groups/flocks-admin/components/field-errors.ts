import type { z } from 'zod';

/** The first problem of each top-level field of a failed parse, as `required` or `tooLong` with its limit. */
export function fieldProblemsOf(
  error: z.ZodError,
): Record<string, { kind: 'required' | 'tooLong'; max?: number }> {
  const problems: Record<string, { kind: 'required' | 'tooLong'; max?: number }> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (problems[field]) continue;
    problems[field] =
      issue.code === 'too_big' ? { kind: 'tooLong', max: Number(issue.maximum) } : { kind: 'required' };
  }
  return problems;
}
