import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

const DEBOUNCE_MS = 300;

/**
 * A search field whose text is committed (to the URL) after a pause in typing, so one request goes out
 * rather than one per key; a change from outside (back, forward) shows in the field.
 */
export function SearchField({
  value,
  onCommit,
  label,
}: {
  value: string;
  onCommit: (text: string) => void;
  label: string;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  const commit = useDebouncedCallback((next: string) => onCommit(next.trim()), DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}
