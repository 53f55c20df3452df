import { Box, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { AnimatedOutlet } from './animated-outlet.tsx';
import { Brand } from './brand.tsx';

/** Pages for people who are not (yet) signed in: a slim header and one centred column. */
export function PublicLayout() {
  const t = useT();
  return (
    <Box mih="100dvh">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Container component="header" size="md" py="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }} aria-label={t('app.name')}>
            <Brand />
          </Link>
          <Group gap="xs">
            <LanguageSwitch />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </Container>
      <Container component="main" id="main" size="sm" pb="xl" pt="md">
        <AnimatedOutlet />
      </Container>
    </Box>
  );
}
