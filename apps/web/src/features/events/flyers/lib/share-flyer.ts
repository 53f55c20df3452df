/** What sharing came to: shared (or the person closed the share sheet), or no Web Share here at all. */
export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported';

export const canWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Shares a flyer through the Web Share API: the image itself with the link where the device takes files
 * (`navigator.canShare({ files })`), else the link alone. A share sheet the person closes is not a failure.
 */
export async function shareFlyer(input: {
  file: File | null;
  url: string;
  title: string;
}): Promise<ShareOutcome> {
  if (!canWebShare()) return 'unsupported';
  const { file, url, title } = input;
  const withFile =
    file !== null && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
  try {
    await navigator.share(withFile ? { files: [file], url, title } : { url, title });
    return 'shared';
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') return 'cancelled';
    throw cause;
  }
}

/** A file name for a flyer: the title's letters and digits, then the format (`easter-crusade-story.png`). */
export function flyerFileName(title: string, format: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'flyer'}-${format}.png`;
}
