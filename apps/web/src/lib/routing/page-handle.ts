import { useMatches } from 'react-router';
import type { MessageKey } from '../i18n/index.ts';

/** What every page route carries in its `handle`: the key of its title. */
export interface PageHandle {
  titleKey: MessageKey;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** Title key of the deepest matched route that has one. */
export function usePageTitleKey(): MessageKey | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle.titleKey;
  }
  return null;
}
