import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { hasSession } from '../../../../lib/auth/session.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useLegalT, type LegalKey } from '../i18n/index.ts';

interface LegalDocumentProps {
  titleKey: LegalKey;
  introKey: LegalKey;
  version: string;
  sections: readonly { titleKey: LegalKey; bodyKey: LegalKey }[];
  closingKey?: LegalKey;
}

/** A versioned text people accept when they register. */
export function LegalDocument({ titleKey, introKey, version, sections, closingKey }: LegalDocumentProps) {
  const t = useT();
  // The texts themselves come with the legal pages, not with the app's first scripts.
  const lt = useLegalT();
  return (
    <Stack gap="md">
      <BackLink fallback={hasSession() ? '/tabs/tab7' : '/register'} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="article">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Title order={1} size="h2">
              {lt(titleKey)}
            </Title>
            <Badge variant="light">{t('common.version', { version })}</Badge>
          </Group>
          <Text>{lt(introKey)}</Text>
          {sections.map(({ titleKey: sectionTitle, bodyKey }) => (
            <section key={sectionTitle}>
              <Title order={2} size="h4" mb={4}>
                {lt(sectionTitle)}
              </Title>
              <Text>{lt(bodyKey)}</Text>
            </section>
          ))}
          {closingKey && <Text c="dimmed">{lt(closingKey)}</Text>}
        </Stack>
      </Paper>
    </Stack>
  );
}
