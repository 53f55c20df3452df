import { gatheringCalls, rolePermissions, userAccessCalls } from '@congregate/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, ids, makeUserAccess, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const pathsIn = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('link')
    .map((link) => new URL(link.getAttribute('href')!, 'http://app').pathname);

async function sideMenuLinks() {
  await screen.findByRole('heading', { level: 1, name: /Maria/ });
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return pathsIn(await screen.findByRole('dialog'));
}

describe('attendance pages in the navigation', { timeout: 30_000 }, () => {
  it('are not offered to a plain member, and the records page says it is not theirs', async () => {
    const calls = signedInMember([on(gatheringCalls.list, () => ({ items: [], nextCursor: null }))]);
    const { router } = renderApp('/tabs/tab7');
    const links = await sideMenuLinks();
    expect(links).not.toContain('/admin-attendances');
    expect(links).not.toContain('/flock-attendance-modal');
    expect(pathsIn(document.body)).not.toContain('/admin-attendances');

    await act(() => router.navigate('/admin-attendances'));
    expect(await screen.findByRole('heading', { name: 'Not available for your account' })).toBeTruthy();
    await act(() => router.navigate('/flock-attendance-modal'));
    expect(await screen.findByText(/Flock leaders record their flock’s attendance here/)).toBeTruthy();
    expect(callsTo(calls, gatheringCalls.list)).toHaveLength(0);
  });

  it('offer a flock leader their flock’s attendance, not the locale’s records', async () => {
    signedInMember([
      on(
        userAccessCalls.get,
        () => ({
          ...makeUserAccess(false),
          roles: [
            {
              role: 'flock_leader' as const,
              scopeType: 'flock' as const,
              scopeId: ids.flock,
              scopeName: 'C3-Joy',
            },
          ],
          permissions: [...rolePermissions.flock_leader],
        }),
        { id: ids.user },
      ),
    ]);
    renderApp('/tabs/tab7');
    const links = await sideMenuLinks();
    expect(links).toContain('/flock-attendance-modal');
    expect(links).not.toContain('/admin-attendances');
  });
});
