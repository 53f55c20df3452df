import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { IconClipboardCheck, IconLogin, IconUserPlus } from '../../../../components/ui/icons.ts';
import { useT, type MessageKey } from '../../../../lib/i18n/index.ts';
import { useAuthT, type AuthKey } from '../i18n/index.ts';

interface GuestAction {
  to: string;
  icon: ComponentType<{ size?: number }>;
  titleKey: AuthKey;
  bodyKey: AuthKey;
  /** The button's label: this page's own message, or the app's (`common.*`). */
  button: { auth: AuthKey } | { app: MessageKey };
  primary?: boolean;
}

const actions: readonly GuestAction[] = [
  {
    to: '/visitor-form',
    icon: IconClipboardCheck,
    titleKey: 'visitor.formTitle',
    bodyKey: 'visitor.formBody',
    button: { auth: 'visitor.formButton' },
    primary: true,
  },
  {
    to: '/register',
    icon: IconUserPlus,
    titleKey: 'visitor.registerTitle',
    bodyKey: 'visitor.registerBody',
    button: { app: 'common.register' },
  },
  {
    to: '/login',
    icon: IconLogin,
    titleKey: 'visitor.signInTitle',
    bodyKey: 'visitor.signInBody',
    button: { app: 'common.signIn' },
  },
];

/** Welcome for guests: what they can do without an account. */
export default function GuestWelcomePage() {
  const t = useT();
  const at = useAuthT();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{at('visitor.title')}</Title>
        <Text c="dimmed">{at('visitor.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {actions.map(({ to, icon: Icon, titleKey, bodyKey, button, primary }) => (
          <Card key={to} withBorder radius="lg" padding="lg">
            <Stack gap="sm" h="100%">
              <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <Title order={2} size="h4">
                {at(titleKey)}
              </Title>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {at(bodyKey)}
              </Text>
              <Button component={Link} to={to} variant={primary ? 'filled' : 'light'}>
                {'auth' in button ? at(button.auth) : t(button.app)}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
