import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { useVisitorsT } from '../i18n/index.ts';

/** After the form is sent: thanks, and a fresh form for someone else. */
export function Thanks({ onAnother }: { onAnother: () => void }) {
  const vt = useVisitorsT();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md" role="status">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {vt('thanks.title')}
        </Title>
        <Text>{vt('thanks.body')}</Text>
        <Group justify="center">
          <Button variant="light" onClick={onAnother}>
            {vt('thanks.another')}
          </Button>
          <Anchor component={Link} to="/visitor">
            {vt('thanks.home')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
