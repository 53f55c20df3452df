import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, ids, json, makeProfile } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { at, memberPath, signedInMember } from '../../../test/signed-in.ts';

const doc = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  memberId: ids.member,
  fileName: 'baptism.pdf',
  contentType: 'application/pdf',
  size: 20480,
  uploadedAt: at,
  url: `/api/membership/members/${ids.member}/documents/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa`,
};
const other = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

describe('edit-member (own record)', () => {
  it('shows personal data, every section with its state, and the documents', async () => {
    signedInMember({ [`GET ${memberPath('/documents')}`]: () => json(200, { documents: [doc] }) });
    renderApp('/edit-member');
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).value).toBe('Maria');
    const sections = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(sections).getByRole('link', { name: /Address Book/ }).textContent).toContain('not complete yet');
    expect(within(sections).getByRole('link', { name: /Personal Data/ }).textContent).toContain('complete');
    const download = await screen.findByRole('link', { name: 'Download baptism.pdf' });
    expect(download.getAttribute('href')).toBe(doc.url);
  });

  it('uploads a document (file field) after checking its type, and deletes one after confirmation', async () => {
    let documents = [doc];
    const calls = signedInMember({
      [`GET ${memberPath('/documents')}`]: () => json(200, { documents }),
      [`POST ${memberPath('/upload')}`]: () => {
        const added = { ...doc, id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', fileName: 'id.png', contentType: 'image/png' };
        documents = [...documents, added];
        return json(201, added);
      },
      [`DELETE ${memberPath(`/documents/${doc.id}`)}`]: () => {
        documents = documents.filter((d) => d.id !== doc.id);
        return json(200, { ok: true });
      },
    });
    renderApp('/edit-member');
    const input = await screen.findByLabelText('Upload a document');
    fireEvent.change(input, { target: { files: [new File(['zip'], 'a.zip', { type: 'application/zip' })] } });
    expect(await screen.findByText('Upload a PDF, JPEG, PNG or WebP file.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(input, { target: { files: [new File(['png'], 'id.png', { type: 'image/png' })] } });
    expect(await screen.findByText('“id.png” was uploaded.')).toBeTruthy();
    expect((calls.find((call) => call.method === 'POST')!.form!.get('file') as File).name).toBe('id.png');
    expect(await screen.findByRole('link', { name: 'Download id.png' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete baptism.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“baptism.pdf” was deleted.')).toBeTruthy();
  });
});

describe('edit-member2 (an admin edits another member)', () => {
  it('loads the member by id and points the forms at that member', async () => {
    const profile = makeProfile({ member: { id: other, firstName: 'Pedro', lastName: 'Cruz', customId: 'M0000077' } });
    const calls = signedInMember({
      [`GET /api/membership/members/profileByMemberId/${other}`]: () => json(200, profile),
      [`PATCH /api/membership/members/updateMemberGoodManApp/${other}`]: () => json(200, profile),
      [`GET /api/membership/members/${other}/addresses`]: () => json(200, { addresses: [] }),
      [`GET /api/membership/goodman/members/${other}/relatives`]: () => json(200, { relatives: [] }),
      [`GET /api/membership/goodman/members/${other}/jobSpecs`]: () => json(200, { jobSpecs: [] }),
      [`GET /api/membership/members/${other}/educations`]: () => json(200, { educations: [] }),
      [`GET /api/membership/members/${other}/work-experiences`]: () => json(200, { works: [] }),
      [`GET /api/membership/members/${other}/skills`]: () => json(200, { skills: [] }),
      [`GET /api/membership/members/${other}/spirituals`]: () => json(200, { spirituals: [] }),
      [`GET /api/membership/members/${other}/destinations`]: () => json(200, { destinations: [] }),
      [`GET /api/membership/members/${other}/documents`]: () => json(200, { documents: [] }),
    });
    renderApp(`/edit-member2?memberId=${other}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Pedro Cruz' })).toBeTruthy();
    expect(await screen.findByText(/No work experiences yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your personal data was saved.');
    expect(calls.find((call) => call.method === 'PATCH')!.url).toBe(`/api/membership/members/updateMemberGoodManApp/${other}`);
    expect(screen.getByRole('link', { name: 'Change photo' }).getAttribute('href')).toBe(`/edit-member-photo?memberId=${other}`);
  });

  it('says clearly when the member is outside the admin’s scope', async () => {
    signedInMember({
      [`GET /api/membership/members/profileByMemberId/${other}`]: () => json(403, errorBody('forbidden', 'Not allowed')),
    });
    renderApp(`/edit-member2?memberId=${other}`);
    expect(await screen.findByText(/outside your scope/)).toBeTruthy();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
  });
});
