import { useLocation, useMatches } from 'react-router';
import type { MessageKey } from '../i18n/index.ts';

/** What every page route carries in its `handle`: the key of its title. */
export interface PageHandle {
  titleKey: MessageKey;
  /** A form page that makes new records and edits one named by `?id=`: its title when editing. */
  editTitleKey?: MessageKey;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** Title key of the deepest matched route that has one. */
export function usePageTitleKey(): MessageKey | null {
  const matches = useMatches();
  const { search } = useLocation();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (!isPageHandle(handle)) continue;
    return handle.editTitleKey && new URLSearchParams(search).has('id')
      ? handle.editTitleKey
      : handle.titleKey;
  }
  return null;
}
