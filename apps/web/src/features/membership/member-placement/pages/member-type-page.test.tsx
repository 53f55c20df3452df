import { memberPlacementCalls, profileCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { otherId, otherProfile, signedInSecretary } from '../../../../test/admin-fixtures.ts';
import { callsTo, on, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const patches = (calls: RecordedCall[]) =>
  callsTo(calls, memberPlacementCalls.place).map((call) => call.body);

describe('membertype-modal', { timeout: 20_000 }, () => {
  it('sets the member type', async () => {
    const calls = signedInSecretary([
      on(profileCalls.memberProfile, () => otherProfile(), { id: otherId }),
      on(memberPlacementCalls.place, () => otherProfile({ type: 'worker' }).member),
    ]);
    renderApp(`/membertype-modal?memberId=${otherId}`);
    expect(await screen.findByText('Current member type: Member')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Worker' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the member type' }));
    expect(await screen.findByText('The member type of Ana Reyes is now Worker.')).toBeTruthy();
    await waitFor(() => expect(patches(calls)).toEqual([{ type: 'worker' }]));
  });
});
