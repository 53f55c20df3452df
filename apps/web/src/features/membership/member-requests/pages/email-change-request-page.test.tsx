import { memberRequestsCalls, type EmailChangeRequest } from '@congregate/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorBody, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

/** Only the signed-in member's requests are answered, as the real server would for a plain member. */
const notTheirs = () => json(403, errorBody('forbidden', 'Not your requests'));
const requestId = 'cdcdcdcd-cdcd-4dcd-8dcd-cdcdcdcdcdcd';

describe('edit-member-email', () => {
  it('records an email-change request and lists it', async () => {
    let requests: EmailChangeRequest[] = [];
    const calls = signedInMember([
      on(memberRequestsCalls.listEmailChanges, ({ params }) =>
        params.id === ids.member ? { requests } : notTheirs(),
      ),
      on(memberRequestsCalls.requestEmailChange, ({ params, body }) => {
        if (params.id !== ids.member) return notTheirs();
        const made = {
          id: requestId,
          memberId: ids.member,
          newEmail: body.email,
          status: 'pending' as const,
          requestedAt: at,
        };
        requests = [made];
        return made;
      }),
    ]);
    renderApp('/edit-member-email');
    expect(await screen.findByText('Current email: member@example.org')).toBeTruthy();
    const input = screen.getByLabelText(/^New email/);
    fireEvent.change(input, { target: { value: 'member@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the change' }));
    expect(await screen.findByText('This is already the email on record')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'maria.new@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the change' }));
    expect(await screen.findByText(/change the email to maria.new@example.org was recorded/)).toBeTruthy();
    expect(callsTo(calls, memberRequestsCalls.requestEmailChange)[0]!.body).toEqual({
      email: 'maria.new@example.org',
    });
    expect(await screen.findByText('maria.new@example.org')).toBeTruthy();
  });

  it('shows a 422 beside the email field', async () => {
    signedInMember([
      on(memberRequestsCalls.listEmailChanges, ({ params }) =>
        params.id === ids.member ? { requests: [] } : notTheirs(),
      ),
      on(memberRequestsCalls.requestEmailChange, () =>
        json(
          422,
          errorBody('invalid_input', 'Invalid', {
            issues: [{ path: 'email', message: 'Server words', code: 'email_registered' }],
          }),
        ),
      ),
    ]);
    renderApp('/edit-member-email');
    fireEvent.change(await screen.findByLabelText(/^New email/), { target: { value: 'taken@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the change' }));
    expect(await screen.findByText('This email is already registered')).toBeTruthy();
  });
});
