import { householdCalls, profileSectionCalls } from '@congregate/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, errorBody, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';
import { householdId, makeHousehold, spouseId } from './fixtures.ts';

const address = {
  id: 'd4d4d4d4-d4d4-4d4d-8d4d-d4d4d4d4d4d4',
  version: 1,
  createdAt: at,
  updatedAt: at,
  label: 'home' as const,
  line1: '12 Mabini St.',
  line2: null,
  city: 'Quezon City',
  province: null,
  postalCode: null,
  countryId: 'PH',
  isCurrent: true,
};

describe('household-modal', () => {
  it('starts a household at one of my addresses', async () => {
    const calls = signedInMember([
      on(profileSectionCalls.sections.addresses.list, () => ({ addresses: [address] })),
      on(householdCalls.create, () => json(201, makeHousehold())),
      on(householdCalls.mine, () => ({ household: makeHousehold() })),
    ]);
    renderApp('/household-modal');
    expect(await screen.findByRole('heading', { name: 'Start a household' })).toBeTruthy();
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: 'Start the household' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Household name/), { target: { value: 'Santos family' } });
    fireEvent.click(screen.getByLabelText('One of my addresses'));
    fireEvent.change(await screen.findByLabelText(/^My address/), { target: { value: address.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the household' }));
    expect(await screen.findByRole('heading', { name: 'My household' })).toBeTruthy();
    expect(callsTo(calls, householdCalls.create)[0]!.body).toEqual({
      name: 'Santos family',
      address: { addressId: address.id },
    });
  });

  it('says so when I already belong to a household', async () => {
    signedInMember([
      on(profileSectionCalls.sections.addresses.list, () => ({ addresses: [] })),
      on(householdCalls.create, () => json(409, errorBody('already_in_household', 'Already'))),
    ]);
    renderApp('/household-modal');
    fireEvent.change(await screen.findByLabelText(/^Household name/), { target: { value: 'Santos family' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the household' }));
    expect(
      await screen.findByText('You already belong to a household. Leave it first to start another.'),
    ).toBeTruthy();
  });

  it('hands the head over to another member', async () => {
    const household = makeHousehold({
      members: [
        ...makeHousehold().members,
        {
          memberId: spouseId,
          firstName: 'Jose',
          lastName: 'Santos',
          photo: null,
          localeId: ids.locale,
          localeName: 'Quezon City',
          isHead: false,
          joinedAt: at,
        },
      ],
    });
    const calls = signedInMember([
      on(profileSectionCalls.sections.addresses.list, () => ({ addresses: [] })),
      on(householdCalls.get, () => household),
      on(householdCalls.update, () => ({ ...household, headMemberId: spouseId, canEdit: false })),
      on(householdCalls.mine, () => ({ household })),
    ]);
    renderApp(`/household-modal?id=${householdId}`);
    expect(await screen.findByRole('heading', { name: 'Edit household' })).toBeTruthy();
    expect(((await screen.findByLabelText(/^Household name/)) as HTMLInputElement).value).toBe(
      'Santos family',
    );
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing was changed.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Head of the household/), { target: { value: spouseId } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'My household' })).toBeTruthy();
    expect(callsTo(calls, householdCalls.update)[0]!.body).toEqual({ headMemberId: spouseId });
  });
});
