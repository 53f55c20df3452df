import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { RouteError } from '../components/ui/route-error.tsx';
import type { PageHandle } from '../lib/routing/page-handle.ts';
import { redirectSignedIn, requireEndorsedMember } from './guards.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { loadMantineStyles } from './mantine-styles.ts';
import { StartupScreen } from './startup-screen.tsx';
import { HOME_PATH, pageRoutes, type PageAccess, type PageRoute } from './routes.ts';

/**
 * Every page but home waits for the rest of Mantine's styles (mantine-styles.ts) as well as its script, so it
 * never shows unstyled; if they cannot be fetched it shows anyway.
 */
const withMantineStyles = <T,>(load: () => Promise<T>): Promise<T> =>
  Promise.all([load(), loadMantineStyles().catch(() => undefined)]).then(([module]) => module);

function pageRoute(route: PageRoute): RouteObject {
  const load = route.page;
  const landing = `/${route.path}` === HOME_PATH;
  return {
    path: route.path,
    handle: { titleKey: route.titleKey, editTitleKey: route.editTitleKey } satisfies PageHandle,
    lazy: async () => ({ Component: (await (landing ? load() : withMantineStyles(load))).default }),
  };
}

function pagesWith(access: PageAccess): RouteObject[] {
  return pageRoutes.filter((route) => route.access === access).map(pageRoute);
}

/** The route tree: the route table grouped under one layout (and guard) per kind of access. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: StartupScreen,
      children: [
        { index: true, loader: () => redirect(HOME_PATH) },
        { path: 'tabs', loader: () => redirect(HOME_PATH) },
        { path: 'tab7', loader: () => redirect('/tabs/tab7') },
        { path: 'tab6', loader: () => redirect('/tabs/tab6') },
        {
          id: 'signed-out',
          loader: redirectSignedIn,
          lazy: async () => ({
            Component: (await withMantineStyles(() => import('./layouts/public-layout.tsx'))).PublicLayout,
          }),
          children: pagesWith('signed-out'),
        },
        {
          id: 'public',
          lazy: async () => ({
            Component: (await withMantineStyles(() => import('./layouts/public-layout.tsx'))).PublicLayout,
          }),
          children: pagesWith('public'),
        },
        {
          id: 'member',
          loader: requireEndorsedMember,
          lazy: async () => ({ Component: (await import('./layouts/tabs-layout.tsx')).TabsLayout }),
          children: pagesWith('member'),
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
