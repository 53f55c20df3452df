import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../../app/providers.tsx';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { kioskIds } from '../testing/kiosk-fixtures.ts';
import { HouseholdPrompt } from './household-prompt.tsx';

const person = (id: string, displayName: string, checkedInAt: string | null = null) => ({
  member: { id, displayName, salutation: null, photo: null },
  checkedInAt,
});

const prompt = {
  anchor: { id: kioskIds.maria, displayName: 'Maria Santos', salutation: 'Sis.', photo: null },
  gatheringId: kioskIds.gathering,
  anchorScannedAt: '2026-03-01T01:05:00.000Z',
  people: [
    person(kioskIds.jose, 'José Rizal'),
    person(kioskIds.pia, 'Pia Santos', '2026-03-01T01:00:00.000Z'),
  ],
};

describe('Check in your household too?', () => {
  it('ticks those not yet in, shows who is in already, and checks in the ticked ones', async () => {
    const onCheckIn = vi.fn();
    const onDismiss = vi.fn();
    render(
      <Providers>
        <HouseholdPrompt prompt={prompt} timeZone="Asia/Manila" onCheckIn={onCheckIn} onDismiss={onDismiss} />
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: 'Check in your household too?' })).toBeTruthy();
    const pia = screen.getByRole('checkbox', { name: 'Pia Santos' }) as HTMLInputElement;
    expect(pia.disabled).toBe(true);
    expect(screen.getByText('Checked in at 9:00 AM Philippines Time')).toBeTruthy();
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('checkbox', { name: 'José Rizal' }));
    expect((screen.getByRole('button', { name: 'Check in 0' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'José Rizal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check in 1' }));
    expect(onCheckIn).toHaveBeenCalledWith([kioskIds.jose]);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
