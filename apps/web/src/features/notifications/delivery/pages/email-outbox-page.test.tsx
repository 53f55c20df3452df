import {
  adminReportCalls,
  emailOutboxCalls,
  rolePermissions,
  transferCalls,
  type EmailOutboxItem,
  type UserAccess,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeAdminAccess, signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

function superAdminAccess(): UserAccess {
  const access = localeAdminAccess();
  return {
    ...access,
    roles: [...access.roles, { role: 'super_admin', scopeType: 'all', scopeId: null, scopeName: null }],
    permissions: [...rolePermissions.super_admin],
  };
}

const item = (overrides: Partial<EmailOutboxItem>): EmailOutboxItem => ({
  id: '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f',
  to: 'maria@example.org',
  subject: 'Your transfer to Makati was accepted.',
  purpose: 'notification:transfer.accepted',
  state: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  completedAt: '2026-03-01T08:00:02.000Z',
  ...overrides,
});
const failed = item({
  id: '1e1e1e1e-1e1e-4e1e-8e1e-1e1e1e1e1e1e',
  to: 'jose@example.org',
  subject: 'Reset your Congregate password',
  purpose: 'password-reset',
  state: 'failed',
  attempts: 9,
  lastError: '550 mailbox unavailable',
});
const counts = { queued: 0, failed: 1, sent: 1 };

describe('admin-email-outbox', { timeout: 20_000 }, () => {
  it('shows the counts and the e-mails, filters by state in the URL, and sends a failed one again', async () => {
    const calls = signedInAdmin(
      [
        on(emailOutboxCalls.list, ({ query }) => ({
          items: query.state === 'failed' ? [failed] : [item({}), failed],
          nextCursor: null,
          counts,
        })),
        on(emailOutboxCalls.retry, () => ({ ok: true as const })),
      ],
      superAdminAccess(),
    );
    const { router } = renderApp('/admin-email-outbox');
    expect(await screen.findByText('Your transfer to Makati was accepted.')).toBeTruthy();
    expect(screen.getByText('To maria@example.org')).toBeTruthy();
    expect(screen.getByText('Last error: 550 mailbox unavailable')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'E-mails by state' })).toBeTruthy();
    // Only the failed one can be sent again.
    expect(screen.getAllByRole('button', { name: /^Send again/ })).toHaveLength(1);
    await expectNoAxeViolations();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'failed' } });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('state')).toBe('failed'),
    );
    await waitFor(() =>
      expect(callsTo(calls, emailOutboxCalls.list).at(-1)!.search).toContain('state=failed'),
    );
    await waitFor(() => expect(screen.queryByText('Your transfer to Makati was accepted.')).toBeNull());

    fireEvent.click(
      screen.getByRole('button', { name: 'Send again: Reset your Congregate password to jose@example.org' }),
    );
    expect(await screen.findByText('The e-mail to jose@example.org is queued again.')).toBeTruthy();
    expect(callsTo(calls, emailOutboxCalls.retry)[0]!.url).toContain(failed.id);
  });

  it('says what shows here when the list is empty', async () => {
    signedInAdmin(
      [
        on(emailOutboxCalls.list, () => ({
          items: [],
          nextCursor: null,
          counts: { queued: 0, failed: 0, sent: 0 },
        })),
      ],
      superAdminAccess(),
    );
    renderApp('/admin-email-outbox?state=failed');
    expect(await screen.findByText(/No e-mail failed/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  const hubRoutes = () => [
    on(adminReportCalls.dashboard, () => ({
      localeId: null,
      pendingEndorsements: 0,
      transfersIn: 0,
      transfersOut: 0,
      byFlock: [],
      byCluster: [],
    })),
    on(transferCalls.list, () => ({ items: [], nextCursor: null })),
  ];

  it('is linked from the admin hub for a super admin', async () => {
    signedInAdmin(hubRoutes(), superAdminAccess());
    renderApp('/admin-page');
    const link = await screen.findByRole('link', { name: 'E-mail outbox' });
    expect(link.getAttribute('href')).toBe('/admin-email-outbox');
  });

  it('is not linked from the admin hub for a locale admin', async () => {
    signedInAdmin(hubRoutes());
    renderApp('/admin-page');
    expect(await screen.findByRole('link', { name: 'Audit log' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'E-mail outbox' })).toBeNull();
  });

  it('is not for a locale admin, and asks nothing of the server', async () => {
    const calls = signedInAdmin([]);
    renderApp('/admin-email-outbox');
    expect(await screen.findByText('Only a super admin looks after the e-mail outbox.')).toBeTruthy();
    expect(callsTo(calls, emailOutboxCalls.list)).toHaveLength(0);
  });
});
