import { Button, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../../components/ui/load-more-button.tsx';
import { useLocaleMembers } from '../../../../../lib/members/api/get-locale-members.ts';
import { fullName } from '../../../../../lib/members/full-name.ts';
import { useFinanceT } from '../i18n/index.ts';

export interface PickedMember {
  id: string;
  name: string;
}

/**
 * A member of the locale, found by name (`GET members/by-local/{localeId}?q=`): the chosen one's name and a
 * button that opens the search. `anonymous` offers "Anonymous" (no member) as a choice too.
 */
export function MemberPicker({
  localeId,
  label,
  value,
  onChange,
  anonymous = false,
  disabled = false,
}: {
  localeId: string;
  label: string;
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  anonymous?: boolean;
  disabled?: boolean;
}) {
  const ft = useFinanceT();
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c={value ? undefined : 'dimmed'} style={{ flex: 1 }}>
          {value ? value.name : anonymous ? ft('donor.anonymous') : ft('picker.noneChosen')}
        </Text>
        <Button
          size="xs"
          variant="light"
          disabled={disabled}
          onClick={() => setOpened(true)}
          aria-label={`${ft('picker.choose')} (${label})`}
        >
          {ft('picker.choose')}
        </Button>
        {anonymous && value && (
          <Button size="xs" variant="subtle" disabled={disabled} onClick={() => onChange(null)}>
            {ft('picker.makeAnonymous')}
          </Button>
        )}
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={ft('picker.title')} size="lg">
        {opened && (
          <PickerSearch
            localeId={localeId}
            onPick={(member) => {
              onChange(member);
              setOpened(false);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function PickerSearch({ localeId, onPick }: { localeId: string; onPick: (member: PickedMember) => void }) {
  const ft = useFinanceT();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const members = useLocaleMembers(q ? localeId : null, { q, limit: 10 });
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md">
      <TextInput
        label={ft('picker.search')}
        type="search"
        data-autofocus
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {!q ? null : members.isPending ? (
        <LoadingBlock />
      ) : members.isError ? (
        <LoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{ft('picker.none', { q })}</Text>
      ) : (
        <Stack gap="xs">
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((member) => (
              <li key={member.id}>
                <UnstyledButton
                  onClick={() => onPick({ id: member.id, name: fullName(member) })}
                  p="xs"
                  w="100%"
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                >
                  <Text size="sm" fw={500}>
                    {fullName(member)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[member.customId, member.flockName].filter(Boolean).join(' · ')}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
          <LoadMoreButton query={members} />
        </Stack>
      )}
    </Stack>
  );
}
