import {
  familyRequestCalls,
  localesCalls,
  memberSearchCalls,
  profileSectionCalls,
  type FamilyRequest,
  type MemberListItem,
  type Relative,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, errorBody, ids, json, makeLocale, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const { sections } = profileSectionCalls;
const benId = '71717171-7171-4171-8171-717171717171';
const anaId = '72727272-7272-4272-8272-727272727272';
const relative = (overrides: Partial<Relative>): Relative => ({
  id: '73737373-7373-4373-8373-737373737373',
  createdAt: at,
  updatedAt: at,
  relationship: 'spouse',
  firstName: 'Ben',
  lastName: 'Cruz',
  birthDate: null,
  mobile: null,
  memberId: null,
  ...overrides,
});
const ben: MemberListItem = {
  id: benId,
  customId: 'M0000007',
  firstName: 'Ben',
  lastName: 'Cruz',
  email: null,
  mobile: null,
  birthDate: null,
  gender: null,
  type: 'member',
  localeId: ids.locale,
  localeName: 'Quezon City',
  flockId: null,
  flockName: 'C1-Joy',
  cluster: 'C1',
  endorsed: true,
  photo: null,
  hasAccount: true,
  createdAt: at,
};
const request = (overrides: Partial<FamilyRequest>): FamilyRequest => ({
  id: '74747474-7474-4474-8474-747474747474',
  fromMemberId: anaId,
  fromName: 'Ana Cruz',
  toMemberId: ids.member,
  toName: 'Maria Santos',
  relationship: 'sibling',
  weddingDate: null,
  message: 'Hi sis',
  status: 'pending',
  createdAt: at,
  decidedAt: null,
  canDecide: true,
  canCancel: false,
  ...overrides,
});

function server(
  options: { toMe?: FamilyRequest[]; fromMe?: FamilyRequest[]; create?: () => Response | FamilyRequest } = {},
) {
  return signedInMember([
    on(sections.relatives.list, () => ({ relatives: [relative({})] })),
    on(localesCalls.all, () => [makeLocale({ id: ids.locale, name: 'Quezon City' })]),
    on(memberSearchCalls.localeMembers, ({ query }) => ({
      items: query.q?.toLowerCase().includes('ben') ? [ben] : [],
      nextCursor: null,
      total: 1,
      totalExact: true,
    })),
    on(familyRequestCalls.list, () => ({ toMe: options.toMe ?? [], fromMe: options.fromMe ?? [] })),
    on(familyRequestCalls.create, options.create ?? (({ body }) => request({ ...body, toMemberId: benId }))),
    on(familyRequestCalls.accept, () => request({ status: 'accepted', canDecide: false })),
    on(familyRequestCalls.decline, () => request({ status: 'declined', canDecide: false })),
  ]);
}

describe('family-request page', () => {
  it('links the chosen entry of my family background to the relative found by name', async () => {
    const calls = server();
    renderApp(`/family-request?entryId=${relative({}).id}`);
    // The entry's name is searched at once; the relationship comes from the entry.
    fireEvent.click(await screen.findByRole('radio', { name: 'Ben Cruz' }));
    fireEvent.change(screen.getByLabelText('Wedding date'), { target: { value: '2015-06-20' } });
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: 'It is me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(callsTo(calls, familyRequestCalls.create)).toHaveLength(1));
    expect(callsTo(calls, familyRequestCalls.create)[0]!.body).toEqual({
      toMemberId: benId,
      relationship: 'spouse',
      relativeEntryId: relative({}).id,
      weddingDate: '2015-06-20',
      message: 'It is me',
    });
    expect(await screen.findByText('Request sent to Ben Cruz. They are told in their notices.')).toBeTruthy();
  });

  it('says what is missing, and words a pending request', async () => {
    const calls = server({
      create: () => json(409, errorBody('request_pending', 'A request is pending')),
    });
    renderApp('/family-request');
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose your relative’s member record')).toBeTruthy();
    expect(callsTo(calls, familyRequestCalls.create)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Search their name/), { target: { value: 'Ben' } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Ben Cruz' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('A request between you and this member is waiting already.')).toBeTruthy();
  });

  it('accepts a request to me, declines and withdraws only after asking, and passes axe', async () => {
    const calls = server({
      toMe: [request({})],
      fromMe: [
        request({
          id: '75757575-7575-4575-8575-757575757575',
          fromMemberId: ids.member,
          fromName: 'Maria Santos',
          toMemberId: benId,
          toName: 'Ben Cruz',
          relationship: 'spouse',
          canDecide: false,
          canCancel: true,
        }),
      ],
    });
    renderApp('/family-request');
    expect(await screen.findByText('Ana Cruz says you are their sibling')).toBeTruthy();
    expect(screen.getByText('To Ben Cruz: my spouse')).toBeTruthy();
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the request to Ben Cruz' }));
    const withdraw = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    expect(callsTo(calls, familyRequestCalls.decline)).toHaveLength(0);
    fireEvent.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(callsTo(calls, familyRequestCalls.decline)).toHaveLength(1));
    expect(callsTo(calls, familyRequestCalls.decline)[0]!.url).toContain(
      '75757575-7575-4575-8575-757575757575',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Decline the request of Ana Cruz' }));
    const decline = await screen.findByRole('dialog', { name: 'Decline this family request?' });
    fireEvent.click(within(decline).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(callsTo(calls, familyRequestCalls.decline)).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Accept the request of Ana Cruz' }));
    await waitFor(() => expect(callsTo(calls, familyRequestCalls.accept)).toHaveLength(1));
    expect(
      await screen.findByText('You are linked to Ana Cruz. Both family backgrounds show it.'),
    ).toBeTruthy();
  });

  it('says what to do when there are no requests', async () => {
    server();
    renderApp('/family-request');
    expect(await screen.findByText('No one asked you to confirm a family link.')).toBeTruthy();
    expect(
      screen.getByText('You have not asked anyone yet. Use the form above to link a relative.'),
    ).toBeTruthy();
  });
});
