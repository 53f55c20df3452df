import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { hasSession } from '../../lib/auth/session.ts';
import { useT } from '../../lib/i18n/index.ts';
import { usePageTitleKey } from '../../lib/routing/page-handle.ts';
import { IconArrowLeft, IconTool } from './icons.ts';

/** One page for every route whose feature ships in a later release: names the page, offers a way home. */
export default function PageUnavailable() {
  const t = useT();
  const titleKey = usePageTitleKey();
  const home = hasSession() ? '/tabs/tab7' : '/login';
  return (
    <Center py="xl" px="md">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconTool size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {titleKey ? t(titleKey) : t('app.name')}
          </Title>
          <Text c="dimmed">{t('unavailable.body')}</Text>
          <Button component={Link} to={home} leftSection={<IconArrowLeft size={18} />}>
            {t('common.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
