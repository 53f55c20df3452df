import { profileSectionCalls, type Relative } from '@congregate/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, ids, makeProfile, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const { sections } = profileSectionCalls;
const meta = { createdAt: at, updatedAt: at };
const relative: Relative = {
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
    const calls = signedInMember([
      on(sections.educations.list, () => ({ educations: [] })),
      on(sections.educations.create, ({ body }) => ({
        id: '77777777-7777-4777-8777-777777777777',
        ...meta,
        course: null,
        yearFrom: null,
        yearTo: null,
        ...body,
      })),
    ]);
    renderApp('/tabs/educational-background');
    fireEvent.click(await screen.findByRole('button', { name: 'Add an education' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an education' });
    fireEvent.change(within(dialog).getByLabelText(/^Level of education/), { target: { value: 'college' } });
    fireEvent.change(within(dialog).getByLabelText(/^School/), { target: { value: 'UP Diliman' } });
    fireEvent.change(within(dialog).getByLabelText(/^From year/), { target: { value: '2012' } });
    fireEvent.change(within(dialog).getByLabelText(/^To year/), { target: { value: '2008' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Cannot be before the first year')).toBeTruthy();
    expect(callsTo(calls, sections.educations.create)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^To year/), { target: { value: '2016' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Graduated' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“UP Diliman” was added.')).toBeTruthy();
    expect(callsTo(calls, sections.educations.create)[0]!.body).toEqual({
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
    const calls = signedInMember([
      on(sections.relatives.list, () => ({ relatives: [relative] })),
      on(sections.jobSpecs.list, () => ({ jobSpecs: [] })),
      on(sections.relatives.update, ({ body }) => ({ ...relative, ...body })),
    ]);
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
    expect(callsTo(calls, sections.relatives.list)[0]!.url).toBe(
      `/api/membership/goodman/members/${ids.member}/relatives`,
    );
    const put = callsTo(calls, sections.relatives.update)[0]!;
    expect(put.url).toBe(`/api/membership/members/${ids.member}/relativesGoodman/${relative.id}`);
    expect(put.body).toMatchObject({ relationship: 'spouse', mobile: '+639181112222', birthDate: null });
  });
});

describe('spiritual journey', () => {
  it('shows the steps and the read-only locale history', async () => {
    signedInMember(
      [
        on(sections.spirituals.list, () => ({
          spirituals: [
            {
              id: '88888888-8888-4888-8888-888888888888',
              ...meta,
              kind: 'water_baptism' as const,
              date: '2010-04-04',
              place: 'Quezon City',
              officiant: null,
              notes: null,
            },
          ],
        })),
        on(profileSectionCalls.destinations, () => ({
          destinations: [
            {
              id: '99999999-9999-4999-8999-999999999999',
              fromLocaleId: null,
              fromLocaleName: null,
              toLocaleId: ids.locale,
              toLocaleName: 'Quezon City',
              movedAt: at,
              approvedBy: null,
              approvedByName: 'Grace Secretary',
              reason: null,
            },
          ],
        })),
      ],
      [makeProfile({ completeness: { spiritualJourney: true } })],
    );
    renderApp('/tabs/spiritual-journey');
    expect(await screen.findByText('Water baptism')).toBeTruthy();
    expect(await screen.findByText('Joined Quezon City')).toBeTruthy();
    expect(screen.getByText(/Approved by Grace Secretary/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit Joined/ })).toBeNull();
  });
});
