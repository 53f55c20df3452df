import { Avatar, Stack, Text, TextInput, Title, UnstyledButton, Group, SimpleGrid } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { getWebConfig } from '../../../../lib/api/index.ts';
import { photoUrl } from '../../../../lib/media/photo-url.ts';
import { useKioskT } from '../i18n/index.ts';
import type { RosterMember } from '../lib/kiosk-store.ts';

const MIN_LETTERS = 3;
const MAX_SHOWN = 12;

/** Case and accents ignored ("jose" finds "José"). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The name-search fallback: three letters, then the matching faces of the roster (offline too). */
export function NameSearch({
  members,
  onPick,
}: {
  members: RosterMember[];
  onPick: (memberId: string) => void;
}) {
  const kt = useKioskT();
  const hintId = useId();
  const [text, setText] = useState('');
  const needle = fold(text.trim());
  const matches = useMemo(
    () =>
      needle.length < MIN_LETTERS
        ? []
        : members
            .filter(
              (member) =>
                fold(member.displayName)
                  .split(/\s+/)
                  .some((word) => word.startsWith(needle)) || fold(member.displayName).includes(needle),
            )
            .slice(0, MAX_SHOWN),
    [members, needle],
  );
  const mediaHost = getWebConfig().mediaHost;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${hintId}-title`}>
      <Title order={2} size="h3" id={`${hintId}-title`}>
        {kt('search.title')}
      </Title>
      <TextInput
        label={kt('search.label')}
        description={kt('search.hint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autoComplete="off"
        size="md"
      />
      {needle.length >= MIN_LETTERS && matches.length === 0 && <Text size="sm">{kt('search.none')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {matches.map((member) => (
          <UnstyledButton
            key={member.id}
            onClick={() => {
              setText('');
              onPick(member.id);
            }}
            aria-label={kt('search.pick', { name: member.displayName })}
            p="xs"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Group wrap="nowrap" gap="sm">
              <Avatar src={photoUrl(member.thumbnail, mediaHost)} alt="" size={48} radius="xl" />
              <Text fw={600}>{member.displayName}</Text>
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
