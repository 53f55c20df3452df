import { pepCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { makeEvent, makePep } from '../testing/pep-fixtures.ts';

const juan = makePep();
const event = makeEvent();
const token = 'eyJhbGciOiJFZERTQSIsInR5cCI6ImNvbmdyZWdhdGUtYmFwdGlzbSJ9.e30.c2ln';

const formRoute = () =>
  on(
    pepCalls.baptismalForm,
    () => ({
      pep: juan,
      event: {
        id: event.id,
        title: event.title,
        startsAt: event.startsAt,
        localeName: 'Quezon City',
        timeZone: 'Asia/Manila',
      },
      token,
      issuedAt: '2026-11-20T08:00:00.000Z',
    }),
    { id: juan.id },
  );

describe('pep/:id/baptismal-form', { timeout: 30_000 }, () => {
  it('shows the printable form: church, baptism, the person, signature lines and the QR of the token', async () => {
    signedInAdmin([formRoute()]);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp(`/pep/${juan.id}/baptismal-form`);
    const qr = await screen.findByRole('img', { name: 'QR code of the baptismal form of Juan Dela Cruz' });
    // The QR carries exactly the signed token (drawn by the shared QR image, spec settings).
    const { qrSvg } = await import('../../../../components/ui/qr-image.tsx');
    const { svg } = await qrSvg(token);
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(screen.getByText('Church: Quezon City')).toBeTruthy();
    expect(screen.getByText('Youth baptism')).toBeTruthy();
    expect(screen.getByText('12 Mabini St, Quezon City')).toBeTruthy();
    expect(screen.getByText('Maria Santos')).toBeTruthy();
    for (const line of [
      'Signature of the candidate',
      'Signature of the minister',
      'Signature of the witness',
    ])
      expect(screen.getByText(line)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print the form' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('prints the baptism’s time on the church’s clock, naming it, on a device in another zone (UTC)', async () => {
    // The event starts at 01:00 UTC: 9:00 AM in Manila. The device is in UTC (vite.config.ts).
    signedInAdmin([formRoute()]);
    renderApp(`/pep/${juan.id}/baptismal-form`);
    await screen.findByText('Church: Quezon City');
    const line = (text: string) => (_: string, element: Element | null) =>
      element?.tagName === 'P' && element.textContent === text;
    expect(screen.getByText(line('Date: Dec 5, 2026, 9:00 AM Philippines Time'))).toBeTruthy();
    // Issued at 08:00 UTC: 4:00 PM in Manila.
    expect(screen.getByText(line('Printed Nov 20, 2026, 4:00 PM Philippines Time'))).toBeTruthy();
  });

  it('uploads the signed scan with the spec’s multipart fields: file, type and id', async () => {
    const calls = signedInAdmin([
      formRoute(),
      on(pepCalls.uploadBaptismalForm, () => ({
        pep: { ...juan, baptismalForm: '/profile/pep-forms/juan.pdf' },
        url: '/profile/pep-forms/juan.pdf',
      })),
    ]);
    renderApp(`/pep/${juan.id}/baptismal-form`);
    await screen.findByText('No signed form uploaded yet.');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('The signed form is uploaded.')).toBeTruthy();
    const sent = callsTo(calls, pepCalls.uploadBaptismalForm)[0]!;
    expect(sent.url).toBe('/api/events/pepContact/uploadBaptismalForm');
    const form = sent.form!;
    expect([...form.keys()].sort()).toEqual(['file', 'id', 'type']);
    expect(form.get('type')).toBe(`baptismalForm_${juan.id}_Juan_Dela_Cruz`);
    expect(form.get('id')).toBe(juan.id);
    expect((form.get('file') as File).name).toBe('signed.pdf');
    expect(screen.getByRole('link', { name: 'Open the signed form' })).toBeTruthy();
  });

  it('refuses a file that is neither a PDF nor a picture before sending it', async () => {
    const calls = signedInAdmin([formRoute()]);
    renderApp(`/pep/${juan.id}/baptismal-form`);
    await screen.findByText('No signed form uploaded yet.');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Choose a PDF or a picture (JPEG, PNG or WebP).')).toBeTruthy();
    expect(callsTo(calls, pepCalls.uploadBaptismalForm)).toHaveLength(0);
  });

  it('says so when the person is not scheduled for a baptism', async () => {
    signedInAdmin([
      on(pepCalls.baptismalForm, () =>
        json(409, errorBody('conflict', 'Not scheduled', { reason: 'pep_not_scheduled' })),
      ),
    ]);
    renderApp(`/pep/${juan.id}/baptismal-form`);
    expect(await screen.findByText(/not scheduled for a baptism yet/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open the PEP’s page' }).getAttribute('href')).toBe(
        `/pep/${juan.id}`,
      ),
    );
  });
});
