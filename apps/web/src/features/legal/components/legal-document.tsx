import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { hasSession } from '../../../lib/auth/session.ts';
import { useT, type MessageKey } from '../../../lib/i18n/index.ts';

interface LegalDocumentProps {
  titleKey: MessageKey;
  introKey: MessageKey;
  version: string;
  sections: readonly { titleKey: MessageKey; bodyKey: MessageKey }[];
  closingKey?: MessageKey;
}

/** A versioned text people accept when they register. */
export function LegalDocument({ titleKey, introKey, version, sections, closingKey }: LegalDocumentProps) {
  const t = useT();
  return (
    <Stack gap="md">
      <BackLink fallback={hasSession() ? '/tabs/tab7' : '/register'} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="article">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Title order={1} size="h2">
              {t(titleKey)}
            </Title>
            <Badge variant="light">{t('common.version', { version })}</Badge>
          </Group>
          <Text>{t(introKey)}</Text>
          {sections.map(({ titleKey: sectionTitle, bodyKey }) => (
            <section key={sectionTitle}>
              <Title order={2} size="h4" mb={4}>
                {t(sectionTitle)}
              </Title>
              <Text>{t(bodyKey)}</Text>
            </section>
          ))}
          {closingKey && <Text c="dimmed">{t(closingKey)}</Text>}
        </Stack>
      </Paper>
    </Stack>
  );
}
