import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';

/** A list's first entries and the control that shows the rest: `shown` to render, `control` after it. */
export interface ShowAll<T> {
  shown: readonly T[];
  /** "Show all (N)" or "Show fewer"; null when the list is short enough to show whole. */
  control: ReactNode;
}

/**
 * The first `limit` items of a long list, and a button that shows them all ("Show all (N)") or the first
 * again ("Show fewer"), so a long list does not push what comes after it off a phone's screen. The button
 * says which list it opens (`aria-controls`, the id of the element that holds the items) and whether it is
 * open (`aria-expanded`).
 */
export function useShowAll<T>(items: readonly T[], limit: number, listId: string): ShowAll<T> {
  const t = useT();
  const [all, setAll] = useState(false);
  if (items.length <= limit) return { shown: items, control: null };
  return {
    shown: all ? items : items.slice(0, limit),
    control: (
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={all}
        aria-controls={listId}
        onClick={() => setAll((open) => !open)}
        style={{ alignSelf: 'flex-start' }}
      >
        {all ? t('common.showFewer') : t('common.showAll', { count: items.length })}
      </Button>
    ),
  };
}
