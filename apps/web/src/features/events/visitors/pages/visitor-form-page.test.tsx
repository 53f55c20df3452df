import { countriesCalls, formTokenCalls, localesCalls, visitorCalls } from '@congregate/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, errorBody, fakeServer, ids, json, makeLocale, on } from '../../../../test/fake-server.ts';
import { formTokens, issuedFormToken } from '../../../../test/form-tokens.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const inviterId = '61616161-6161-4161-8161-616161616161';
const otherId = '62626262-6262-4262-8262-626262626262';
const juanHandle = `h1.${'J'.repeat(59)}`;

function server(submitted: (n: number) => Response = () => json(201, { ok: true })) {
  let sent = 0;
  return fakeServer([
    formTokens(),
    on(localesCalls.all, () => [makeLocale()]),
    on(countriesCalls.list, () => [{ id: 'PH', name: 'Philippines', callingCode: '+63' }]),
    on(visitorCalls.inviter, ({ params }) =>
      params.id === inviterId
        ? { id: inviterId, displayName: 'Maria S.', localeId: ids.locale }
        : json(404, errorBody('not_found', 'No such member')),
    ),
    on(visitorCalls.inviters, ({ query }) => ({
      items: query.q.toLowerCase().startsWith('jua') ? [{ handle: juanHandle, displayName: 'Juan D.' }] : [],
    })),
    on(visitorCalls.submit, () => submitted(++sent)),
  ]);
}

/** A field's label, with or without the required-field asterisk. */
const field = (text: string) => new RegExp(`^${text.replace(/[?.]/g, '\\$&')}\\s*\\*?$`);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(field(label)), { target: { value } });

describe('visitor form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says what is missing beside each field and sends nothing', async () => {
    const calls = server();
    renderApp('/visitor-form');
    await screen.findByRole('heading', { name: 'Visitor form' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose your locale')).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Give a mobile number or an e-mail address')).toBeTruthy();
    expect(screen.getByText('Tick the box so that we may contact you')).toBeTruthy();
    // A message goes as soon as its field is fixed.
    type('First name', 'Rosa');
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(callsTo(calls, visitorCalls.submit)).toHaveLength(0);
  });

  it('hides a honeypot field from people and screen readers', async () => {
    server();
    const { container } = renderApp('/visitor-form');
    await screen.findByRole('heading', { name: 'Visitor form' });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    const wrapper = honeypot.closest('[aria-hidden="true"]') as HTMLElement;
    expect(wrapper).not.toBeNull();
    expect(wrapper.style.position).toBe('absolute');
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
  });

  it('prefills the inviter from an invite link and sends the form with the token the server issued, then thanks', async () => {
    const calls = server();
    renderApp(`/visitor-form?invitedBy=${inviterId}`);
    expect(await screen.findByText('Invited by Maria S.')).toBeTruthy();
    // The invite link's member's locale is chosen.
    await waitFor(() => expect(screen.getAllByDisplayValue('Quezon City').length).toBeGreaterThan(0));
    type('First name', 'Rosa');
    type('Last name', 'Lim');
    type('Mobile number', '0917 555 1234');
    type('How did you hear about us?', 'A friend');
    fireEvent.click(screen.getByRole('checkbox', { name: /You may contact me/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    const body = callsTo(calls, visitorCalls.submit)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      localeId: ids.locale,
      firstName: 'Rosa',
      lastName: 'Lim',
      mobile: '+639175551234',
      heardFrom: 'A friend',
      invitedBy: inviterId,
      consentToContact: true,
    });
    expect(body.website).toBeUndefined();
    expect(body.formToken).toBe(issuedFormToken('visitor', 1));
    expect(body.openedAt).toBeUndefined();
    expect(callsTo(calls, formTokenCalls.issue)[0]!.body).toEqual({ form: 'visitor' });
    // Nothing about anyone: not even the inviter's name.
    expect(screen.queryByText(/Maria/)).toBeNull();
  });

  it('finds an inviter by three letters of their name (display names only)', async () => {
    // The search's pause is passed on a fake clock (real time still runs for the rest).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const calls = server();
    renderApp(`/visitor-form?localeId=${ids.locale}`);
    await screen.findByLabelText(field('Their name'));
    type('Their name', 'Ju');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(callsTo(calls, visitorCalls.inviters)).toHaveLength(0);
    type('Their name', 'Juan');
    const pick = await screen.findByRole('button', { name: 'Invited by Juan D.' });
    fireEvent.click(pick);
    expect(screen.getByText('Invited by Juan D.')).toBeTruthy();
    const list = within(screen.getByRole('group', { name: 'Who invited you?' }));
    expect(list.getByRole('button', { name: 'Someone else invited me' })).toBeTruthy();
    type('First name', 'Rosa');
    type('Last name', 'Lim');
    type('E-mail address', 'rosa@example.org');
    fireEvent.click(screen.getByRole('checkbox', { name: /You may contact me/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(callsTo(calls, visitorCalls.submit)[0]!.body).toMatchObject({
      invitedBy: juanHandle,
      email: 'rosa@example.org',
      localeId: ids.locale,
    });
  });

  it('asks to send again with a fresh token when the server says the form’s token is spent or expired', async () => {
    const calls = server((n) =>
      n === 1
        ? json(422, errorBody('invalid_input', 'expired', { issues: [{ path: 'formToken', message: 'x', code: 'form_token_invalid' }] }))
        : json(201, { ok: true }),
    );
    renderApp(`/visitor-form?localeId=${ids.locale}`);
    await screen.findByRole('heading', { name: 'Visitor form' });
    type('First name', 'Rosa');
    type('Last name', 'Lim');
    type('E-mail address', 'rosa@example.org');
    fireEvent.click(screen.getByRole('checkbox', { name: /You may contact me/ }));
    await waitFor(() => expect(callsTo(calls, formTokenCalls.issue)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/has been refreshed: please send it again/)).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, formTokenCalls.issue)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    const [first, second] = callsTo(calls, visitorCalls.submit).map((c) => (c.body as { formToken: string }).formToken);
    expect(second).not.toBe(first);
  });

  it('confirms a new visitor’s e-mail from the link they received', async () => {
    const calls = fakeServer([
      on(visitorCalls.confirmEmail, ({ body }) => ({ confirmed: body.token === 'the-link-token-of-this-visitor' })),
    ]);
    renderApp('/visitor-form?confirm=the-link-token-of-this-visitor');
    expect(await screen.findByText(/your e-mail address is confirmed/)).toBeTruthy();
    expect(callsTo(calls, visitorCalls.confirmEmail)).toHaveLength(1);
  });

  it('says so when an invite link is not valid, and still takes the form', async () => {
    server();
    renderApp(`/visitor-form?invitedBy=${otherId}&localeId=${ids.locale}`);
    expect(await screen.findByText(/invitation link is not valid/)).toBeTruthy();
    expect(screen.getByLabelText(field('Their name'))).toBeTruthy();
  });
});
