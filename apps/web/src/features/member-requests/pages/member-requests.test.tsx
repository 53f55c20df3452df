import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, ids, json, makeLocale } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { at, memberPath, signedInMember } from '../../../test/signed-in.ts';

const cebu = makeLocale({ id: 'abababab-abab-4bab-8bab-abababababab', name: 'Cebu' });
const request = {
  id: 'cdcdcdcd-cdcd-4dcd-8dcd-cdcdcdcdcdcd',
  memberId: ids.member,
  fromLocaleId: ids.locale,
  fromLocaleName: 'Quezon City',
  toLocaleId: cebu.id,
  toLocaleName: 'Cebu',
  reason: 'We moved',
  status: 'pending',
  requestedAt: at,
};

describe('edit-member-locale', () => {
  it('records a transfer request to another locale and lists it as waiting for the admins', async () => {
    let requests: unknown[] = [];
    const calls = signedInMember({
      'GET /api/v1/config/locales/all': () => json(200, [makeLocale(), cebu]),
      [`GET ${memberPath('/transfer-requests')}`]: () => json(200, { requests }),
      [`POST ${memberPath('/transfer-request')}`]: () => {
        requests = [request];
        return json(201, request);
      },
    });
    renderApp('/edit-member-locale');
    expect(await screen.findByText('No transfer requests yet.')).toBeTruthy();
    const select = (await screen.findByLabelText(/^New locale/)) as HTMLSelectElement;
    // The current locale is not offered.
    expect([...select.options].map((option) => option.text)).toEqual(['…', 'Cebu']);
    fireEvent.click(screen.getByRole('button', { name: 'Request the transfer' }));
    expect(await screen.findByText('Required')).toBeTruthy();

    fireEvent.change(select, { target: { value: cebu.id } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'We moved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the transfer' }));
    expect(await screen.findByText(/Your request to move to Cebu was recorded/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ toLocaleId: cebu.id, reason: 'We moved' });
    expect(await screen.findByText('Quezon City → Cebu')).toBeTruthy();
    expect(screen.getByText('Waiting for the admins')).toBeTruthy();
  });
});

describe('edit-member-email', () => {
  it('records an email-change request and lists it', async () => {
    let requests: unknown[] = [];
    const calls = signedInMember({
      [`GET ${memberPath('/email-change-requests')}`]: () => json(200, { requests }),
      [`POST ${memberPath('/email-change-request')}`]: (call) => {
        const made = { id: request.id, memberId: ids.member, newEmail: (call.body as { email: string }).email, status: 'pending', requestedAt: at };
        requests = [made];
        return json(201, made);
      },
    });
    renderApp('/edit-member-email');
    expect(await screen.findByText('Current email: member@example.org')).toBeTruthy();
    const input = screen.getByLabelText(/^New email/);
    fireEvent.change(input, { target: { value: 'member@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the change' }));
    expect(await screen.findByText('This is already the email on record')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'maria.new@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the change' }));
    expect(await screen.findByText(/change the email to maria.new@example.org was recorded/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ email: 'maria.new@example.org' });
    expect(await screen.findByText('maria.new@example.org')).toBeTruthy();
  });

  it('shows a 422 beside the email field', async () => {
    signedInMember({
      [`GET ${memberPath('/email-change-requests')}`]: () => json(200, { requests: [] }),
      [`POST ${memberPath('/email-change-request')}`]: () =>
        json(422, errorBody('invalid_input', 'Invalid', { issues: [{ path: 'email', message: 'This email belongs to another account' }] })),
    });
    renderApp('/edit-member-email');
    fireEvent.change(await screen.findByLabelText(/^New email/), { target: { value: 'taken@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the change' }));
    expect(await screen.findByText('This email belongs to another account')).toBeTruthy();
  });
});
