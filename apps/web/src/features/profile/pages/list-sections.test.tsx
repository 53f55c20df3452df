import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ids, json, makeProfile } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { at, memberPath, signedInMember } from '../../../test/signed-in.ts';

const meta = { createdAt: at, updatedAt: at };
const relative = {
  id: '66666666-6666-4666-8666-666666666666',
  ...meta,
  relationship: 'spouse',
  firstName: 'Jose',
  lastName: 'Santos',
  birthDate: null,
  mobile: null,
  memberId: null,
};

describe('educational background', () => {
  it('checks year ranges with the shared schema and posts years as numbers', async () => {
    const calls = signedInMember({
      [`GET ${memberPath('/educations')}`]: () => json(200, { educations: [] }),
      [`POST ${memberPath('/educations')}`]: (call) =>
        json(201, { id: '77777777-7777-4777-8777-777777777777', ...meta, course: null, ...(call.body as object) }),
    });
    renderApp('/tabs/educational-background');
    fireEvent.click(await screen.findByRole('button', { name: 'Add an education' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an education' });
    fireEvent.change(within(dialog).getByLabelText(/^Level of education/), { target: { value: 'college' } });
    fireEvent.change(within(dialog).getByLabelText(/^School/), { target: { value: 'UP Diliman' } });
    fireEvent.change(within(dialog).getByLabelText(/^From year/), { target: { value: '2012' } });
    fireEvent.change(within(dialog).getByLabelText(/^To year/), { target: { value: '2008' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Cannot be before the first year')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^To year/), { target: { value: '2016' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Graduated' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“UP Diliman” was added.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      level: 'college',
      school: 'UP Diliman',
      course: null,
      yearFrom: 2012,
      yearTo: 2016,
      graduated: true,
    });
  });
});

describe('family background', () => {
  it('lists relatives (goodman path) and job specs, edits a relative on relativesGoodman/{id}', async () => {
    const calls = signedInMember({
      [`GET /api/membership/goodman/members/${ids.member}/relatives`]: () => json(200, { relatives: [relative] }),
      [`GET /api/membership/goodman/members/${ids.member}/jobSpecs`]: () => json(200, { jobSpecs: [] }),
      [`PUT ${memberPath(`/relativesGoodman/${relative.id}`)}`]: (call) => json(200, { ...relative, ...(call.body as object) }),
    });
    renderApp('/tabs/family-background');
    expect(await screen.findByRole('heading', { level: 1, name: 'Family Background' })).toBeTruthy();
    expect(await screen.findByText(/No church duties yet/)).toBeTruthy();
    // One "none to add" for the page: shown with the relatives, not twice.
    expect(screen.queryAllByRole('switch', { name: /None to add/ })).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Jose Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit family member' });
    fireEvent.change(within(dialog).getByLabelText(/^Mobile number/), { target: { value: '+639181112222' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Jose Santos” was saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ relationship: 'spouse', mobile: '+639181112222', birthDate: null });
  });
});

describe('spiritual journey', () => {
  it('shows the steps and the read-only locale history', async () => {
    signedInMember(
      {
        [`GET ${memberPath('/spirituals')}`]: () =>
          json(200, {
            spirituals: [
              { id: '88888888-8888-4888-8888-888888888888', ...meta, kind: 'water_baptism', date: '2010-04-04', place: 'Quezon City', officiant: null, notes: null },
            ],
          }),
        [`GET ${memberPath('/destinations')}`]: () =>
          json(200, {
            destinations: [
              { id: '99999999-9999-4999-8999-999999999999', fromLocaleId: null, fromLocaleName: null, toLocaleId: ids.locale, toLocaleName: 'Quezon City', movedAt: at, approvedBy: null, approvedByName: 'Grace Secretary', reason: null },
            ],
          }),
      },
      [makeProfile({ completeness: { spiritualJourney: true } })],
    );
    renderApp('/tabs/spiritual-journey');
    expect(await screen.findByText('Water baptism')).toBeTruthy();
    expect(await screen.findByText('Joined Quezon City')).toBeTruthy();
    expect(screen.getByText(/Approved by Grace Secretary/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit Joined/ })).toBeNull();
  });
});
