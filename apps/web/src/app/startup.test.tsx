import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getWebConfig } from '../lib/api/index.ts';
import { fakeServer, json } from '../test/fake-server.ts';
import { Providers } from './providers.tsx';
import { Startup } from './startup.tsx';

const webConfig = {
  services: {
    membership: '/api/membership/',
    login: '/api/login/',
    events: '/api/events/',
    groups: '/api/groups/',
    notifications: '/api/notifications/',
    payment: '/api/payment/',
    video: '/api/video/',
    config: '/api/v1/config/',
    media: '/api/media/',
  },
  configToken: 'token-1',
  qrLocation: 'http://127.0.0.1:8080/qrloc/',
  mediaHost: 'http://127.0.0.1:8080',
  version: '0.1.0',
};

function renderStartup() {
  return render(
    <Providers>
      <Startup />
    </Providers>,
  );
}

describe('startup', () => {
  it('reads /config.json, keeps the service URLs and opens the app (login when signed out)', async () => {
    window.history.replaceState(null, '', '/');
    fakeServer({ 'GET /config.json': () => json(200, webConfig) });
    renderStartup();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(getWebConfig().configToken).toBe('token-1');
    expect(window.location.pathname).toBe('/login');
  });

  it('says what failed and retries on request', async () => {
    let answer = json(503, { error: { code: 'service_unavailable', message: 'down' } });
    fakeServer({ 'GET /config.json': () => answer });
    renderStartup();
    expect(
      await screen.findByText(/Loading the app settings \(\/config.json\) failed: HTTP 503/),
    ).toBeTruthy();
    answer = json(200, webConfig);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the "still starting" notice when not ready after 5 seconds', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', () => new Promise(() => {}));
      renderStartup();
      expect(screen.queryByText(/Still starting/)).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(5000);
      });
      expect(screen.getByText(/Still starting/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
