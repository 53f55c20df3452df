import type { MemberListItem } from '@congregate/contracts';
import { Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useMemberSearch, type MemberFilters } from '../../lib/members/api/search-members.ts';
import { fullName } from '../../lib/members/full-name.ts';
import { LoadError, LoadingBlock } from '../ui/load-error.tsx';
import { LoadMoreButton } from '../ui/load-more-button.tsx';
import { useMembersT } from './i18n/index.ts';
import { MemberAvatar } from './member-avatar.tsx';

const DIALOG_PAGE = 10;
/** Typing pauses this long before a search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A dialog to find one member in the admin's scope by any part of the name, email, member ID or mobile
 * (accents and case ignored); `onPick` gets the chosen member. `filters` narrow the search (e.g. the
 * endorsed members of one locale).
 */
export function MemberSearchDialog({
  opened,
  onClose,
  onPick,
  title,
  filters,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (member: MemberListItem) => void;
  title?: string;
  filters?: Omit<MemberFilters, 'q'>;
}) {
  const mt = useMembersT();
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? mt('dialog.title')} size="lg">
      {/* Mounted only while open, so that each opening starts with an empty search. */}
      {opened && <MemberSearchBody onPick={onPick} filters={filters} />}
    </Modal>
  );
}

function MemberSearchBody({
  onPick,
  filters,
}: {
  onPick: (member: MemberListItem) => void;
  filters?: Omit<MemberFilters, 'q'>;
}) {
  const mt = useMembersT();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useMemberSearch({ ...filters, q }, { limit: DIALOG_PAGE, enabled: q.length > 0 });
  const members = search.data?.pages.flatMap((page) => page.items) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="md">
      <TextInput
        label={mt('dialog.search')}
        description={mt('dialog.hint')}
        type="search"
        data-autofocus
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {q.length === 0 ? null : search.isPending ? (
        <LoadingBlock />
      ) : search.isError ? (
        <LoadError error={search.error} onRetry={() => void search.refetch()} />
      ) : members.length === 0 ? (
        <Text c="dimmed">{mt('dialog.none', { q })}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {mt('dialog.count', { shown: members.length, total })}
          </Text>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {members.map((member) => (
              <li key={member.id}>
                <UnstyledButton
                  onClick={() => onPick(member)}
                  w="100%"
                  p="xs"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                >
                  <Group gap="sm" wrap="nowrap">
                    <MemberAvatar photo={member.photo} name={fullName(member)} size={36} />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {fullName(member)}
                      </Text>
                      <Text size="sm" c="dimmed" truncate>
                        {member.customId} · {member.localeName}
                        {member.flockName ? ` · ${member.flockName}` : ''}
                      </Text>
                    </div>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
          <LoadMoreButton query={search} />
        </Stack>
      )}
    </Stack>
  );
}
