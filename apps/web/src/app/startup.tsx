import { useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setWebConfig } from '../lib/api/index.ts';
import { useT } from '../lib/i18n/index.ts';
import { loadWebConfig } from './load-web-config.ts';
import { useRemoveLoadingScreen } from './loading-screen.ts';
import { createAppRouter } from './router.tsx';
import { StartupFailed, StartupScreen } from './startup-screen.tsx';

type StartState =
  | { phase: 'loading' }
  | { phase: 'failed'; reason: string }
  | { phase: 'ready'; router: ReturnType<typeof createAppRouter> };

/** Reads `/config.json`, then starts the router (its loaders need the service URLs). */
export function Startup() {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<StartState>({ phase: 'loading' });
  useRemoveLoadingScreen();

  useEffect(() => {
    const controller = new AbortController();
    loadWebConfig(controller.signal)
      .then((config) => {
        setWebConfig(config);
        setState({ phase: 'ready', router: createAppRouter() });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const reason = error instanceof Error ? error.message : String(error);
        setState({ phase: 'failed', reason });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.phase === 'failed') {
    return (
      <StartupFailed
        what={t('startup.settings')}
        reason={state.reason || t('common.networkError')}
        onRetry={retry}
      />
    );
  }
  if (state.phase === 'loading') return <StartupScreen />;
  return <RouterProvider router={state.router} />;
}
