import { personalDataCalls, profileCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../../lib/storage/index.ts';
import { callsTo, errorBody, ids, json, makeProfile, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

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
    // Only what the person changed (the emergency mobile was empty already): nothing else is sent back.
    expect(patch.body).toEqual({ nickname: 'Ria', civilStatus: 'married' });
    expect(storage.get('profile')?.member.nickname).toBe('Ria');
    expect(storage.get('profile')?.completeness.addressBook).toBe(true);
  });

  it('reads a mobile typed the local way in the country of the member’s locale, as registration does', async () => {
    const calls = signedInMember([on(personalDataCalls.update, () => makeProfile())]);
    renderApp('/tabs/personal-data');
    await screen.findByLabelText(/^Mobile number/);
    // The demo member's locale is in the Philippines (+63): the trunk 0 goes, the spaces too.
    change(/^Mobile number/, '0917 000 1111');
    change(/^Emergency contact mobile/, '(0918) 765-4321');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your personal data was saved.')).toBeTruthy();
    expect(callsTo(calls, personalDataCalls.update)[0]!.body).toMatchObject({
      mobile: '+639170001111',
      emergencyContactMobile: '+639187654321',
    });
  });

  it('shows validation errors beside each field and sends nothing', async () => {
    const calls = signedInMember({});
    renderApp('/tabs/personal-data');
    await screen.findByLabelText(/^First name/);
    change(/^First name/, '  ');
    change(/^Mobile number/, '0917-CALL-ME');
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
            issues: [
              { path: 'mobile', message: 'Not a number of a known country', code: 'mobile_country_unknown' },
            ],
          }),
        ),
      ),
    ]);
    renderApp('/tabs/personal-data');
    await screen.findByLabelText(/^Mobile number/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This number does not start with a country code we know')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Mobile number/).getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('opened on a device holding an old copy, fills the form with what the server has and saves on its version', async () => {
    // The device stored version 3 (no nickname, single); the secretary has since saved version 5.
    const calls = signedInMember(
      [
        on(personalDataCalls.update, () =>
          makeProfile({ member: { nickname: 'Ria', civilStatus: 'married', suffix: 'Jr.', version: 6 } }),
        ),
      ],
      [makeProfile({ member: { nickname: 'Ria', civilStatus: 'married', version: 5 } })],
    );
    storage.set('profile', makeProfile({ member: { nickname: null, civilStatus: 'single', version: 3 } }));
    renderApp('/tabs/personal-data');
    const nickname = (await screen.findByLabelText(/^Nickname/)) as HTMLInputElement;
    expect(nickname.value).toBe('Ria');
    expect((screen.getByLabelText(/^Civil status/) as HTMLSelectElement).value).toBe('married');
    change(/^Suffix/, 'Jr.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your personal data was saved.')).toBeTruthy();
    const [patch] = callsTo(calls, personalDataCalls.update);
    // Only the suffix, on the server's version: no "changed meanwhile" for a change nobody made.
    expect(patch!.body).toEqual({ suffix: 'Jr.' });
    expect(patch!.headers['if-match']).toBe('"5"');
  });

  it('sends only the fields the person changed, with the version it was based on in If-Match', async () => {
    const calls = signedInMember(
      [on(personalDataCalls.update, () => makeProfile({ member: { nickname: 'Ria', version: 8 } }))],
      [makeProfile({ member: { version: 7 } })],
    );
    renderApp('/tabs/personal-data');
    await screen.findByLabelText(/^Nickname/);
    change(/^Nickname/, 'Ria');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your personal data was saved.')).toBeTruthy();
    change(/^Suffix/, 'Jr.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, personalDataCalls.update)).toHaveLength(2));
    const [first, second] = callsTo(calls, personalDataCalls.update);
    expect(first!.body).toEqual({ nickname: 'Ria' });
    expect(first!.headers['if-match']).toBe('"7"');
    // The second save is based on what the first one answered.
    expect(second!.body).toEqual({ suffix: 'Jr.' });
    expect(second!.headers['if-match']).toBe('"8"');
  });

  it('after a 412 shows the latest saved data, keeps what the person typed, and saves it on the latest version', async () => {
    const mine = makeProfile({ member: { version: 7 } });
    // An admin set the middle name (and a nickname) since the member opened the page.
    const latest = makeProfile({ member: { version: 8, middleName: 'Lopez', nickname: 'Mimi' } });
    const calls = signedInMember(
      [
        on(personalDataCalls.update, ({ raw }) =>
          raw.headers['if-match'] === '"8"'
            ? makeProfile({ member: { version: 9, middleName: 'Lopez', nickname: 'Ria', suffix: 'Jr.' } })
            : json(412, errorBody('precondition_failed', 'Changed meanwhile', { currentVersion: 8 }), {
                ETag: '"8"',
              }),
        ),
        on(profileCalls.myProfile, () =>
          callsTo(calls, personalDataCalls.update).length > 0 ? latest : mine,
        ),
      ],
      [mine],
    );
    renderApp('/tabs/personal-data');
    await screen.findByLabelText(/^Nickname/);
    change(/^Nickname/, 'Ria');
    change(/^Suffix/, 'Jr.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This was changed meanwhile — here is the latest.')).toBeTruthy();
    // The admin's middle name is shown; what the member typed is kept; the overlap is named.
    await waitFor(() =>
      expect((screen.getByLabelText(/^Middle name/) as HTMLInputElement).value).toBe('Lopez'),
    );
    expect((screen.getByLabelText(/^Nickname/) as HTMLInputElement).value).toBe('Ria');
    expect((screen.getByLabelText(/^Suffix/) as HTMLInputElement).value).toBe('Jr.');
    expect(screen.getByText('Nickname: you typed a new value; saved meanwhile: “Mimi”.')).toBeTruthy();
    expect(screen.queryByText('Your personal data was saved.')).toBeNull();
    expect(storage.get('profile')?.member.middleName).toBe('Lopez');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your personal data was saved.')).toBeTruthy();
    const retry = callsTo(calls, personalDataCalls.update)[1]!;
    expect(retry.headers['if-match']).toBe('"8"');
    expect(retry.body).toEqual({ nickname: 'Ria', suffix: 'Jr.' });
    expect(storage.get('profile')?.member).toMatchObject({
      middleName: 'Lopez',
      nickname: 'Ria',
      version: 9,
    });
  });
});
