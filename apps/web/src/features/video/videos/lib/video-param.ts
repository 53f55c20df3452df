/** The open video is in the address (`?video=`), so that Back closes it and a refresh keeps it open. */
export const VIDEO_PARAM = 'video';

/** Marks a history entry pushed by opening a video from a list: closing it goes back to the list's entry. */
export const OPENED_FROM_LIST = { openedVideoFromList: true } as const;

export function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedVideoFromList' in state;
}

/** The current address's query with `video` set to `id` (the list's search and category stay). */
export function videoHref(search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set(VIDEO_PARAM, id);
  return `?${params.toString()}`;
}
