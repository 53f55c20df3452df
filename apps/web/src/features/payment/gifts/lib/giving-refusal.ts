import { isApiError } from '../../../../lib/api/index.ts';

/** The giving codes a refusal may carry: in its code, its `details.reason`, or a field issue's code. */
export function refusalCodes(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const reason = (error.details as { reason?: unknown } | null | undefined)?.reason;
  return [
    error.code,
    ...(typeof reason === 'string' ? [reason] : []),
    ...error.issues.map((issue) => issue.code ?? ''),
  ].filter(Boolean);
}

export const refusedWith = (error: unknown, code: string) => refusalCodes(error).includes(code);
