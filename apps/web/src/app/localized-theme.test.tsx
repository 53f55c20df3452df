import { Alert, Drawer, Modal } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../lib/i18n/index.ts';
import { Providers } from './providers.tsx';

function Dialogs() {
  return (
    <>
      <Modal opened onClose={() => {}} title="A dialog">
        Body
      </Modal>
      <Drawer opened onClose={() => {}} title="A drawer">
        Body
      </Drawer>
      <Alert withCloseButton onClose={() => {}} title="A notice">
        Body
      </Alert>
    </>
  );
}

describe('close buttons of dialogs, drawers and alerts', () => {
  it('are named "Close", so a screen reader does not announce a nameless button', async () => {
    render(
      <Providers>
        <Dialogs />
      </Providers>,
    );
    for (const name of ['A dialog', 'A drawer']) {
      const dialog = await screen.findByRole('dialog', { name });
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    }
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('are named in the chosen language', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify('fil'));
    render(
      <Providers>
        <Dialogs />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'A dialog' });
    expect(within(dialog).getByRole('button', { name: 'Isara' })).toBeTruthy();
  });
});
