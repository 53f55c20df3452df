import { profileSections, type Completeness } from '@congregate/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../../app/providers.tsx';
import { CompletenessCard } from './completeness-card.tsx';

function renderCard(completeness: Completeness) {
  return render(
    <Providers>
      <MemoryRouter>
        <CompletenessCard completeness={completeness} />
      </MemoryRouter>
    </Providers>,
  );
}

const all = (done: boolean) =>
  Object.fromEntries(profileSections.map((section) => [section, done])) as Completeness;

describe('profile progress', () => {
  it('counts only what the member completes themselves, so 100% is reachable', () => {
    renderCard({ ...all(true), changePassword: false, myAttendance: false });
    expect(screen.getByText('Your profile is complete. Thank you!')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByRole('link', { name: 'Change Password' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My Attendance' })).toBeNull();
  });

  it('lists what is left, with the journey spelt right', () => {
    renderCard({ ...all(true), spiritualJourney: false });
    expect(screen.getByText('7 of 8 sections complete')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spiritual Journey' })).toBeTruthy();
  });
});
