import { documentContentTypes, MEDIA_LIMITS, photoContentTypes } from '@congregate/contracts';

export type FileProblem = 'wrongType' | 'tooLarge' | null;

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Checked before anything is sent (the server checks again, from the bytes). */
export function photoProblem(file: File): FileProblem {
  if (!(photoContentTypes as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MEDIA_LIMITS.photoMaxBytes) return 'tooLarge';
  return null;
}

export function documentProblem(file: File): FileProblem {
  if (!(documentContentTypes as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MEDIA_LIMITS.documentMaxBytes) return 'tooLarge';
  return null;
}
