import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { IconCheck, IconCopy } from './icons.ts';

/** How long "Copied" shows after a copy. */
const COPIED_MS = 2500;

export interface CopyLinkLabels {
  copy: string;
  copied: string;
  /** Said when the clipboard refused: the link is then shown to select. */
  failed: string;
  /** The link field's label. */
  field: string;
}

/**
 * A button that copies `url` to the clipboard and says "Copied" for a moment. Where the clipboard cannot be
 * written (an old browser, a page not served over HTTPS), the link shows in a field that selects itself,
 * to copy by hand. `showField` shows that field from the start.
 */
export function CopyLinkField({
  url,
  labels,
  showField = false,
}: {
  url: string;
  labels: CopyLinkLabels;
  showField?: boolean;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <Stack gap="xs">
      {(showField || state === 'failed') && (
        <TextInput
          label={labels.field}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-autofocus={state === 'failed' || undefined}
        />
      )}
      <Button
        variant={state === 'copied' ? 'light' : 'default'}
        color={state === 'copied' ? 'teal' : undefined}
        leftSection={
          state === 'copied' ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
        }
        onClick={() => void copy()}
      >
        {state === 'copied' ? labels.copied : labels.copy}
      </Button>
      <div aria-live="polite">
        {state === 'failed' && (
          <Text size="sm" c="dimmed">
            {labels.failed}
          </Text>
        )}
      </div>
    </Stack>
  );
}
