import { memberDocumentCalls, type MemberDocument } from '@congregate/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const doc: MemberDocument = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  memberId: ids.member,
  fileName: 'baptism.pdf',
  contentType: 'application/pdf',
  size: 20480,
  uploadedAt: at,
  url: `/api/membership/members/${ids.member}/documents/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa`,
};

describe('edit-member (own record)', () => {
  it('shows personal data, every section with its state, and the documents', async () => {
    signedInMember([on(memberDocumentCalls.list, () => ({ documents: [doc] }))]);
    renderApp('/edit-member');
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).value).toBe('Maria');
    const sections = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(sections).getByRole('link', { name: /Address Book/ }).textContent).toContain(
      'not complete yet',
    );
    expect(within(sections).getByRole('link', { name: /Personal Data/ }).textContent).toContain('complete');
    const download = await screen.findByRole('link', { name: 'Download baptism.pdf' });
    expect(download.getAttribute('href')).toBe(doc.url);
  });

  it('uploads a document (file field) after checking its type, and deletes one after confirmation', async () => {
    let documents = [doc];
    const calls = signedInMember([
      on(memberDocumentCalls.list, () => ({ documents })),
      on(memberDocumentCalls.upload, () => {
        const added: MemberDocument = {
          ...doc,
          id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
          fileName: 'id.png',
          contentType: 'image/png',
        };
        documents = [...documents, added];
        return added;
      }),
      on(memberDocumentCalls.remove, ({ params }) => {
        documents = documents.filter((d) => d.id !== params.docId);
        return { ok: true };
      }),
    ]);
    renderApp('/edit-member');
    const input = await screen.findByLabelText('Upload a document');
    fireEvent.change(input, { target: { files: [new File(['zip'], 'a.zip', { type: 'application/zip' })] } });
    expect(await screen.findByText('Upload a PDF, JPEG, PNG or WebP file.')).toBeTruthy();
    expect(callsTo(calls, memberDocumentCalls.upload)).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['png'], 'id.png', { type: 'image/png' })] } });
    expect(await screen.findByText('“id.png” was uploaded.')).toBeTruthy();
    expect((callsTo(calls, memberDocumentCalls.upload)[0]!.form!.get('file') as File).name).toBe('id.png');
    expect(await screen.findByRole('link', { name: 'Download id.png' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete baptism.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“baptism.pdf” was deleted.')).toBeTruthy();
    expect(callsTo(calls, memberDocumentCalls.remove).map((call) => call.url)).toEqual([
      `/api/membership/members/${ids.member}/documents/${doc.id}`,
    ]);
  });
});
