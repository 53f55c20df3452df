import { AppShell, Burger, Center, Group, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useProfile, useSignOut, useUserAccess } from '../../lib/auth/index.ts';
import { useT } from '../../lib/i18n/index.ts';
import { usePageTitleKey } from '../../lib/routing/page-handle.ts';
import { loadMantineStyles } from '../mantine-styles.ts';
import { NotificationBell } from '../../features/notifications/inbox/components/notification-bell.tsx';
import { AnimatedOutlet } from './animated-outlet.tsx';
import { TabBar } from './tab-bar.tsx';

// The side menu (a drawer) loads on first open, keeping it out of the landing route's JavaScript; with the
// rest of Mantine's styles (its drawer's), which home fetches anyway once it is up.
const importSideMenu = () =>
  Promise.all([import('./side-menu.tsx'), loadMantineStyles().catch(() => undefined)]).then(
    ([module]) => module,
  );
const SideMenu = lazy(importSideMenu);
const loadSideMenu = () => void importSideMenu();

/** The signed-in area: header with the side-menu button, the page, and the tabs. */
export function TabsLayout() {
  const t = useT();
  const navigate = useNavigate();
  const [menuOpened, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const titleKey = usePageTitleKey();
  const profile = useProfile();
  const access = useUserAccess(profile.data?.member.userId);
  const isAdmin = access.data?.isAdmin === true;
  const signOut = useSignOut();

  // Once the signed-in area is up, the rest of Mantine's styles follow in the background, so the next page
  // or the side menu does not wait for them.
  useEffect(() => {
    if (!profile.data) return;
    const timer = window.setTimeout(() => void loadMantineStyles().catch(() => undefined), 1000);
    return () => window.clearTimeout(timer);
  }, [profile.data]);

  const handleSignOut = () => {
    signOut.mutate(undefined, {
      onSettled: () => {
        menu.close();
        void navigate('/login', { replace: true });
      },
    });
  };

  if (!profile.data) {
    return (
      <Center mih="100dvh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 96, breakpoint: 'sm', collapsed: { mobile: true } }}
      // The tab bar's 64px plus the phone's home-indicator area; the page's bottom padding follows it.
      footer={{ height: { base: 'calc(4rem + env(safe-area-inset-bottom))', sm: 0 } }}
      padding="md"
    >
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={menuOpened}
              onClick={() => {
                setMenuLoaded(true);
                menu.toggle();
              }}
              onPointerEnter={loadSideMenu}
              onFocus={loadSideMenu}
              aria-label={t('shell.openMenu')}
              aria-expanded={menuOpened}
              size="sm"
            />
            <Text fw={700} truncate>
              {titleKey ? t(titleKey) : t('app.name')}
            </Text>
          </Group>
          <NotificationBell />
        </Group>
      </AppShell.Header>
      {/* On phones the rail is collapsed off-screen: hidden too, so its links never take focus there. */}
      <AppShell.Navbar visibleFrom="sm">
        <TabBar isAdmin={isAdmin} orientation="rail" />
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <AnimatedOutlet />
      </AppShell.Main>
      <AppShell.Footer hiddenFrom="sm">
        <TabBar isAdmin={isAdmin} orientation="bar" />
      </AppShell.Footer>
      {menuLoaded && (
        <Suspense fallback={null}>
          <SideMenu
            opened={menuOpened}
            onClose={menu.close}
            profile={profile.data}
            isAdmin={isAdmin}
            permissions={access.data?.permissions}
            onSignOut={handleSignOut}
            signingOut={signOut.isPending}
          />
        </Suspense>
      )}
    </AppShell>
  );
}
