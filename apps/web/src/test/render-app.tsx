import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../app/router.tsx';
import { Providers } from '../app/providers.tsx';
import { queryClient } from '../lib/query-client.ts';

/** The whole app (routes, guards, providers) at `url`, in memory. */
export function renderApp(url: string) {
  queryClient.clear();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}
