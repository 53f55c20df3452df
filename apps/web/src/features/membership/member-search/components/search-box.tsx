import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../lib/member-filters.ts';
import { IconSearch } from './icons.ts';

/**
 * A search field kept in the URL: typing calls `onCommit` after a pause (so one request goes out, not
 * one per key); when `value` changes from outside (back, forward, clear), the field shows it.
 */
export function SearchBox({
  value,
  onCommit,
  label,
  description,
}: {
  value: string;
  onCommit: (text: string | undefined) => void;
  label: string;
  description?: string;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  const commit = useDebouncedCallback(
    (next: string) => onCommit(next.trim() || undefined),
    SEARCH_DEBOUNCE_MS,
  );
  return (
    <TextInput
      label={label}
      description={description}
      type="search"
      leftSection={<IconSearch size={18} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}
