import { expect, test, uniqueTag } from './fixtures.ts';
import { writeCardVideo } from './support/card-video.ts';
import { answered, demoMemberCard } from './support/check-in-setup.ts';
import { cameraFile } from './support/chromium.ts';

test.use({ permissions: ['camera'] });

// Makes its own baptism event and PEP (won by the demo member); the secretary scans, converts and reads the board.
test('an usher scans a baptismal form, the secretary makes the person a member and the board counts them', async ({
  page,
  playwright,
  baseURL,
  adminApi,
  signIn,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const demo = await demoMemberCard(playwright, baseURL);
  const now = Date.now();
  const event = await answered<{ id: string; title: string }>(
    await adminApi.post('/api/events/events', {
      data: {
        localeId: demo.localeId,
        title: `Baptism ${tag}`,
        type: 'baptism',
        startsAt: new Date(now - 10 * 60_000).toISOString(),
        endsAt: new Date(now + 2 * 3600_000).toISOString(),
      },
    }),
    'POST events',
  );
  const firstName = 'Juan';
  const lastName = `Bautista${tag}`;
  const name = `${firstName} ${lastName}`;
  const pep = await answered<{ id: string }>(
    await adminApi.post('/api/events/peps', {
      data: { firstName, lastName, localeId: demo.localeId, soulWinnerId: demo.memberId },
    }),
    'POST peps',
  );
  for (const stage of ['attending', 'studying'] as const)
    await answered(await adminApi.post(`/api/events/peps/${pep.id}/stage`, { data: { stage } }), stage);

  await signIn('secretary@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);

  // The secretary schedules them for the baptism on their page, then prints the form.
  await page.goto(`/pep/${pep.id}`);
  await page.getByRole('combobox', { name: 'Move to' }).click();
  await page.getByRole('option', { name: 'Scheduled for baptism' }).click();
  await page.getByRole('combobox', { name: 'Baptism event' }).click();
  await page.getByRole('option', { name: new RegExp(event.title) }).click();
  await page.getByRole('button', { name: 'Move to “Scheduled for baptism”' }).click();
  await expect(page.getByText('Moved to “Scheduled for baptism”.')).toBeVisible();
  const { token } = await answered<{ token: string }>(
    await adminApi.get(`/api/events/peps/${pep.id}/baptismal-form`),
    'GET baptismal-form',
  );
  writeCardVideo(cameraFile, token);

  // The printable form (checked by axe like every page): the person, the event and the QR of the token.
  await page.getByRole('link', { name: 'Print the baptismal form' }).click();
  await expect(page.getByRole('img', { name: `QR code of the baptismal form of ${name}` })).toBeVisible();
  await expect(page.getByText(event.title)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print the form' })).toBeVisible();

  // At the baptism: the usher picks the event being held, and the camera reads the printed form.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('link', { name: 'Baptism scanner' }).click();
  await expect(page).toHaveURL(/\/baptism-scanner$/);
  await page.getByRole('combobox', { name: 'Baptism being held' }).selectOption(event.id);
  // The camera keeps seeing the form: after its answer has been on screen a few seconds it is read again and
  // answered "already marked" — on a slow machine the first answer can come and go while the page is checked
  // for accessibility. Either says the baptism was recorded (the newly baptized list below shows it too).
  await expect(page.getByTestId('scan-answer')).toHaveText(
    new RegExp(`^(Baptized|Already marked baptized at .+): ${name}$`),
    { timeout: 20_000 },
  );

  // The secretary makes them a member from the newly baptized.
  await page.goto('/admin-newly-baptized');
  await page.getByRole('link', { name: `Make member: ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-convert-pep-to-member\\?pepId=${pep.id}$`));
  await page.getByRole('button', { name: `Make ${name} a member` }).click();
  await expect(page.getByText(`${name} is now a member.`)).toBeVisible();
  await page.getByRole('link', { name: 'Open the member’s admin page' }).click();
  await expect(page).toHaveURL(/\/edit-member2\?memberId=/);
  await expect(page.getByText(name).first()).toBeVisible();
  const memberId = new URL(page.url()).searchParams.get('memberId')!;

  // The new member is found by member search, with the water baptism in their spiritual journey.
  await page.goto(`/admin-members?q=${encodeURIComponent(lastName)}`);
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  await page.goto(`/tabs/spiritual-journey?memberId=${memberId}`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Water baptism' })).toBeVisible();

  // The soul winners' board of the event counts the demo member's one baptized.
  await page.goto(`/event-soulwinner?period=event&event=${event.id}`);
  const row = page.getByRole('row', { name: new RegExp(demo.displayName) });
  await expect(row.getByRole('cell').last()).toHaveText('1');

  // The secretary's other pages of the way (each checked by axe, light and dark): the PEP list and its funnel,
  // the event's baptism monitoring (converted now), and adding a prospect.
  await page.goto('/admin-pep');
  await expect(page.getByRole('heading', { level: 1, name: 'Prospects (PEP)' })).toBeVisible();
  await page.goto('/admin-pep?view=funnel');
  await expect(page.getByRole('heading', { level: 1, name: 'Prospects (PEP)' })).toBeVisible();
  await page.goto(`/baptism-monitoring?event=${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Baptism monitoring' })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goto('/flock-pep-add-modal');
  await expect(page.getByRole('heading', { name: 'Add a prospect' }).first()).toBeVisible();
});
