import {
  memberDocumentCalls,
  personalDataCalls,
  profileCalls,
  profileSectionCalls,
} from '@congregate/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorBody, json, makeProfile, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const other = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const { sections } = profileSectionCalls;

describe('edit-member2 (an admin edits another member)', () => {
  it('loads the member by id and points the forms at that member', async () => {
    const profile = makeProfile({
      member: { id: other, firstName: 'Pedro', lastName: 'Cruz', customId: 'M0000077' },
    });
    const ofOther =
      <T,>(answer: T) =>
      (request: { params: { id: string } }) =>
        request.params.id === other ? answer : json(404, errorBody('not_found', 'Another member'));
    const calls = signedInMember([
      on(profileCalls.memberProfile, ofOther(profile)),
      on(personalDataCalls.update, ofOther(profile)),
      on(sections.addresses.list, ofOther({ addresses: [] })),
      on(sections.relatives.list, ofOther({ relatives: [] })),
      on(sections.jobSpecs.list, ofOther({ jobSpecs: [] })),
      on(sections.educations.list, ofOther({ educations: [] })),
      on(sections.works.list, ofOther({ works: [] })),
      on(sections.skills.list, ofOther({ skills: [] })),
      on(sections.spirituals.list, ofOther({ spirituals: [] })),
      on(profileSectionCalls.destinations, ofOther({ destinations: [] })),
      on(memberDocumentCalls.list, ofOther({ documents: [] })),
    ]);
    renderApp(`/edit-member2?memberId=${other}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Pedro Cruz' })).toBeTruthy();
    expect(await screen.findByText(/No work experiences yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your personal data was saved.');
    expect(callsTo(calls, personalDataCalls.update)[0]!.url).toBe(
      `/api/membership/members/updateMemberGoodManApp/${other}`,
    );
    expect(screen.getByRole('link', { name: 'Change photo' }).getAttribute('href')).toBe(
      `/edit-member-photo?memberId=${other}`,
    );
    // Face check-in: the admin enrols the member in person (or withdraws) on the enrolment page.
    expect(
      screen.getByRole('link', { name: 'Face check-in (enrol in person or withdraw)' }).getAttribute('href'),
    ).toBe(`/face-recognition?memberId=${other}`);
  });

  it('says clearly when the member is outside the admin’s scope', async () => {
    signedInMember([on(profileCalls.memberProfile, () => json(403, errorBody('forbidden', 'Not allowed')))]);
    renderApp(`/edit-member2?memberId=${other}`);
    expect(await screen.findByText(/outside your scope/)).toBeTruthy();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
  });
});
