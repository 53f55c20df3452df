import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

describe('personal data: fields changed by request', () => {
  it('email and locale look read-only (filled, with a lock), not only are', async () => {
    signedInMember({});
    renderApp('/tabs/personal-data');
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    const locale = screen.getByLabelText(/^Locale/) as HTMLInputElement;
    for (const input of [email, locale]) {
      expect(input.readOnly).toBe(true);
      expect(input.getAttribute('data-variant')).toBe('filled');
      expect(input.parentElement?.querySelector('svg')).toBeTruthy();
    }
    const editable = screen.getByLabelText(/^First name/) as HTMLInputElement;
    expect(editable.getAttribute('data-variant')).not.toBe('filled');
  });
});
