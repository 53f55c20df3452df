import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@congregate/contracts';
import { useAuthT } from '../i18n/index.ts';

type EndorsementContact = NonNullable<Profile['endorsement']>;

/** Who endorses a pending account (the locale admins, by name), and how to reach the locale office. */
export function EndorsementContacts({ endorsement }: { endorsement: EndorsementContact | null }) {
  const at = useAuthT();
  const hasContacts =
    endorsement && (endorsement.localeEmail || endorsement.localePhone || endorsement.admins.length > 0);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {at('notAuthorized.contactTitle')}
          {endorsement ? ` · ${endorsement.localeName}` : ''}
        </Title>
        {!hasContacts && <Text size="sm">{at('notAuthorized.noContacts')}</Text>}
        {endorsement?.localeEmail && (
          <Text size="sm">
            {at('notAuthorized.localeEmail')}:{' '}
            <Anchor href={`mailto:${endorsement.localeEmail}`}>{endorsement.localeEmail}</Anchor>
          </Text>
        )}
        {endorsement?.localePhone && (
          <Text size="sm">
            {at('notAuthorized.localePhone')}:{' '}
            <Anchor href={`tel:${endorsement.localePhone.replace(/\s+/g, '')}`}>
              {endorsement.localePhone}
            </Anchor>
          </Text>
        )}
        {endorsement && endorsement.admins.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {at('notAuthorized.admins')}
            </Text>
            {/* Names only: the office e-mail and phone above are how to reach them. */}
            <List size="sm" spacing={2}>
              {endorsement.admins.map((admin, index) => (
                <List.Item key={`${index}-${admin.name}`}>{admin.name}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
