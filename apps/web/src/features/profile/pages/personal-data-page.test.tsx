import { personalDataCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage/index.ts';
import { callsTo, errorBody, ids, json, makeProfile, on } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInMember } from '../../../test/signed-in.ts';

const patchPath = `/api/membership/members/updateMemberGoodManApp/${ids.member}`;

function change(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('personal data', () => {
  it('shows every field filled from the profile, the email read-only with a link to request a change', async () => {
    signedInMember({});
    renderApp('/tabs/personal-data');
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).value).toBe('Maria');
    expect((screen.getByLabelText(/^Birth date/) as HTMLInputElement).value).toBe('1990-05-01');
    expect((screen.getByLabelText(/^Gender/) as HTMLSelectElement).value).toBe('female');
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('member@example.org');
    expect(email.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Request an email change' }).getAttribute('href')).toBe(
      '/edit-member-email',
    );
    expect(screen.getByRole('link', { name: /transfer to another locale/ }).getAttribute('href')).toBe(
      '/edit-member-locale',
    );
  });

  it('saves with PATCH, and the answered profile replaces the stored one (completeness included)', async () => {
    const saved = makeProfile({
      member: { nickname: 'Ria', civilStatus: 'married' },
      completeness: { personalData: true, addressBook: true },
    });
    const calls = signedInMember([on(personalDataCalls.update, () => saved)]);
    renderApp('/tabs/personal-data');
    await screen.findByLabelText(/^Nickname/);
    change(/^Nickname/, 'Ria');
    change(/^Civil status/, 'married');
    change(/^Emergency contact mobile/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your personal data was saved.')).toBeTruthy();
    const patch = callsTo(calls, personalDataCalls.update)[0]!;
    expect(patch.url).toBe(patchPath);
    expect(patch.body).toMatchObject({
      firstName: 'Maria',
      lastName: 'Santos',
      nickname: 'Ria',
      civilStatus: 'married',
      middleName: null,
      emergencyContactMobile: null,
    });
    expect(patch.body).not.toHaveProperty('email');
    expect(storage.get('profile')?.member.nickname).toBe('Ria');
    expect(storage.get('profile')?.completeness.addressBook).toBe(true);
  });

  it('shows validation errors beside each field and sends nothing', async () => {
    const calls = signedInMember({});
    renderApp('/tabs/personal-data');
    await screen.findByLabelText(/^First name/);
    change(/^First name/, '  ');
    change(/^Mobile number/, '09171234567');
    change(/^Birth date/, '2999-01-01');
    change(/^Emergency contact mobile/, '+99912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('Use the international format, e.g. +639171234567')).toBeTruthy();
    expect(screen.getByText(/Use a year between 1900 and/)).toBeTruthy();
    expect(
      screen.getByText('This number does not start with the calling code of a known country'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^First name/).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, personalDataCalls.update)).toHaveLength(0);
  });

  it('shows a 422 from the server beside the field it names', async () => {
    signedInMember([
      on(personalDataCalls.update, () =>
        json(
          422,
          errorBody('invalid_input', 'Invalid input', {
            issues: [{ path: 'mobile', message: 'Not a number of a known country' }],
          }),
        ),
      ),
    ]);
    renderApp('/tabs/personal-data');
    await screen.findByLabelText(/^Mobile number/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a number of a known country')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Mobile number/).getAttribute('aria-invalid')).toBe('true'),
    );
  });
});
