import { flocksCalls, memberPlacementCalls, profileCalls } from '@congregate/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  flockConfig,
  joyId,
  otherId,
  otherProfile,
  signedInSecretary,
} from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

describe('placement based on the version the admin saw', { timeout: 20_000 }, () => {
  it('sends the record’s version in If-Match; after a 412 says so and shows the latest, then saves on it', async () => {
    // Another admin moved Ana to no flock (version 6) after this page read version 5.
    let profile = otherProfile({ version: 5 });
    const calls = signedInSecretary([
      on(profileCalls.memberProfile, () => profile, { id: otherId }),
      on(flocksCalls.ofLocale, () => flockConfig, { locale: ids.locale }),
      on(memberPlacementCalls.place, ({ raw }) => {
        if (raw.headers['if-match'] !== '"6"') {
          profile = otherProfile({ version: 6, flockId: null, flockName: null });
          return json(412, errorBody('precondition_failed', 'Changed meanwhile', { currentVersion: 6 }));
        }
        profile = otherProfile({ version: 7, flockId: joyId, flockName: 'C1-Joy' });
        return profile.member;
      }),
    ]);
    renderApp(`/group-modal?memberId=${otherId}`);
    expect(await screen.findByText('Current flock: C2-Hope')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'C1-Joy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the flock' }));
    expect(await screen.findByText('This was changed meanwhile — here is the latest.')).toBeTruthy();
    // The page reads the member again: the other admin's change shows.
    expect(await screen.findByText('Not in a flock yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'C1-Joy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the flock' }));
    expect(await screen.findByText('Ana Reyes is now in C1-Joy.')).toBeTruthy();
    expect(callsTo(calls, memberPlacementCalls.place).map((call) => call.headers['if-match'])).toEqual([
      '"5"',
      '"6"',
    ]);
  });
});
