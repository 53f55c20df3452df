import {
  defaultNotificationChannels,
  notificationPreferenceCalls,
  notificationTopics,
  type NotificationPreferences,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, errorBody, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const defaults = (): NotificationPreferences => ({
  topics: notificationTopics.map((topic) => ({
    topic,
    ...defaultNotificationChannels[topic],
    locked: topic === 'account',
  })),
});

describe('notification-settings', () => {
  it('shows every topic’s channels, the account row locked, and saves the choices', async () => {
    const calls = signedInMember([
      on(notificationPreferenceCalls.get, defaults),
      on(notificationPreferenceCalls.put, ({ body }) => {
        const answer = defaults();
        for (const row of body.topics) {
          const at = answer.topics.findIndex((t) => t.topic === row.topic);
          answer.topics[at] = { ...row, locked: false };
        }
        return answer;
      }),
    ]);
    renderApp('/notification-settings');
    const transfersByEmail = (await screen.findByRole('switch', {
      name: 'Transfers by e-mail',
    })) as HTMLInputElement;
    expect(transfersByEmail.checked).toBe(true);
    expect(
      (
        screen.getByRole('switch', {
          name: 'RSVPs and visitors from my invitations by e-mail',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
    const accountInApp = screen.getByRole('switch', {
      name: 'Account and security in the app',
    }) as HTMLInputElement;
    expect(accountInApp.disabled).toBe(true);
    expect(screen.getByText(/Always sent in the app and by e-mail/)).toBeTruthy();

    fireEvent.click(transfersByEmail);
    fireEvent.click(screen.getByRole('switch', { name: 'Celebrants of my flock in the app' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    const put = callsTo(calls, notificationPreferenceCalls.put)[0]!.body as NotificationPreferences;
    expect(put.topics.map((t) => t.topic)).not.toContain('account');
    expect(put.topics.find((t) => t.topic === 'transfer')).toEqual({
      topic: 'transfer',
      inApp: true,
      email: false,
      push: true,
    });
    expect(put.topics.find((t) => t.topic === 'celebrants')).toMatchObject({ inApp: false });
    expect((screen.getByRole('switch', { name: 'Transfers by e-mail' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('says when saving failed', async () => {
    signedInMember([
      on(notificationPreferenceCalls.get, defaults),
      on(notificationPreferenceCalls.put, () => json(503, errorBody('unavailable', 'Down'))),
    ]);
    renderApp('/notification-settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save your choices. Try again.')).toBeTruthy();
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('is reached from the side menu and passes axe in light and dark', async () => {
    signedInMember([on(notificationPreferenceCalls.get, defaults)]);
    renderApp('/notification-settings');
    await screen.findByRole('switch', { name: 'Transfers by e-mail' });
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: /menu/i }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
        '/notification-settings',
      ),
    );
  });
});
