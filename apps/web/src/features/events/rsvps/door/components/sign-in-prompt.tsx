import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { IconLogin } from '../../../../../components/ui/icons.ts';
import { loginPathBackTo } from '../../../../../lib/routing/return-to.ts';
import { useDoorT } from '../i18n/index.ts';

/** The entry pages open without a session (spec), but an usher must sign in: back here afterwards. */
export function SignInPrompt() {
  const et = useDoorT();
  const location = useLocation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2">
          {et('title')}
        </Title>
        <Text>{et('signIn.prompt')}</Text>
        <Button
          component={Link}
          to={loginPathBackTo(location.pathname + location.search)}
          leftSection={<IconLogin size={18} aria-hidden />}
        >
          {et('signIn.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
