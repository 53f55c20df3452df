import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';
import { INVITER_MIN_LETTERS, useInviters } from '../../../../lib/members/api/find-inviters.ts';
import { useVisitorsT } from '../i18n/index.ts';
import type { InviterChoice } from '../lib/visitor-form-body.ts';

/** Typing pauses this long before the inviter search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** Who invited the guest: the invite link's member, or someone found by display name (optional). */
export function InviterPicker({
  localeId,
  inviter,
  linkFailed,
  onChange,
}: {
  localeId: string | null;
  inviter: InviterChoice | null;
  linkFailed: boolean;
  onChange: (inviter: InviterChoice | null) => void;
}) {
  const vt = useVisitorsT();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useInviters(inviter ? null : localeId, q);
  const resultsId = useId();

  if (inviter)
    return (
      <Fieldset legend={vt('inviter.legend')} variant="filled">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{vt('inviter.invitedBy', { name: inviter.displayName })}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
            {vt('inviter.change')}
          </Button>
        </Group>
      </Fieldset>
    );

  const items = q.length >= INVITER_MIN_LETTERS ? (found.data?.items ?? []) : [];
  return (
    <Fieldset legend={vt('inviter.legend')} variant="filled">
      <Stack gap="xs">
        {linkFailed && (
          <Text size="sm" c="dimmed">
            {vt('inviter.unknownLink')}
          </Text>
        )}
        {!localeId ? (
          <Text size="sm" c="dimmed">
            {vt('inviter.chooseLocaleFirst')}
          </Text>
        ) : (
          <>
            <TextInput
              label={vt('inviter.search')}
              description={vt('inviter.searchHint')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autoComplete="off"
              aria-controls={resultsId}
            />
            <div id={resultsId} aria-live="polite">
              {items.length > 0 ? (
                <Stack gap={4} role="list" aria-label={vt('inviter.results')}>
                  {items.map((item) => (
                    <div role="listitem" key={item.handle}>
                      <Button
                        variant="light"
                        size="compact-md"
                        onClick={() =>
                          onChange({ ref: item.handle, displayName: item.displayName, localeId })
                        }
                      >
                        {vt('inviter.pick', { name: item.displayName })}
                      </Button>
                    </div>
                  ))}
                </Stack>
              ) : (
                q.length >= INVITER_MIN_LETTERS &&
                found.isSuccess &&
                !found.isPlaceholderData && (
                  <Text size="sm" c="dimmed">
                    {vt('inviter.none')}
                  </Text>
                )
              )}
            </div>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
