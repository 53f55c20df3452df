import fs from 'node:fs';
import { checkAccessibility, describeViolations } from './accessibility.ts';
import { expect, test, uniqueTag } from './fixtures.ts';
import { writeCardVideo } from './support/card-video.ts';
import { answered, demoMemberCard } from './support/check-in-setup.ts';
import { cameraFile } from './support/chromium.ts';
import { readMail } from './support/mail.ts';

test.use({ permissions: ['camera', 'clipboard-read', 'clipboard-write'] });

// Makes its own event at the demo member's locale (on now); the demo member invites, a guest RSVPs and opens the
// link they were e-mailed, the usher admits them.
test('a member shares their flyer, a guest RSVPs from it, the usher admits them and the figures count them', async ({
  page,
  browser,
  baseURL,
  playwright,
  request,
  adminApi,
  signIn,
  signOut,
}) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const demo = await demoMemberCard(playwright, baseURL);
  const now = Date.now();
  const event = await answered<{ id: string; title: string }>(
    await adminApi.post('/api/events/events', {
      data: {
        localeId: demo.localeId,
        title: `Revival Night ${tag}`,
        type: 'crusade',
        startsAt: new Date(now - 10 * 60_000).toISOString(),
        endsAt: new Date(now + 3 * 3600_000).toISOString(),
        capacity: 200,
        venue: 'Main sanctuary',
      },
    }),
    'POST events',
  );

  // The demo member finds their flyers from home, downloads this event's and copies their invitation link.
  await signIn('member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.getByRole('link', { name: 'My flyers' }).click();
  await expect(page).toHaveURL(new RegExp(`/flyers/${demo.memberId}$`));
  const card = page.locator('.mantine-Card-root').filter({ hasText: event.title });
  await expect(card.getByRole('img', { name: new RegExp(`Flyer of ${event.title}`) })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: `Download the flyer of ${event.title}` }).click();
  const download = await downloading;
  const flyer = fs.readFileSync(await download.path());
  expect(flyer.subarray(1, 4).toString('latin1')).toBe('PNG');
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(page.url()).origin}/invitation/${event.id}/${demo.memberId}`);
  // Their invite card to show face to face, the story format, and the Home Free campaign page (axe checks each).
  await card.getByRole('link', { name: 'Open invite card' }).click();
  await expect(page.getByRole('img', { name: `QR code of the invitation to ${event.title}` })).toBeVisible();
  await page.goto(`/flyers2/${demo.memberId}`);
  await expect(page.getByRole('img', { name: new RegExp(`Flyer of ${event.title}, Story`) })).toBeVisible();
  await page.goto(`/homefree-sg/${demo.memberId}`);
  await expect(page.getByRole('img', { name: /Flyer of Home Free/ }).first()).toBeVisible();

  // A guest, in a browser of their own, opens the link and RSVPs.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const guestAccessibility = await checkAccessibility(guest);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: event.title })).toBeVisible();
  // Public pages name a member by first name and initial only.
  const firstOfMember = demo.displayName.split(' ')[0]!;
  await expect(guest.getByText(new RegExp(`^${firstOfMember} \\S+ invited you$`))).toBeVisible();
  const firstName = 'Grace';
  const lastName = `Guest${tag}`;
  const email = `grace-${tag}@example.org`;
  await guest.getByLabel('First name').fill(firstName);
  await guest.getByLabel('Last name').fill(lastName);
  await guest.getByLabel('Mobile number').fill('+639171234567');
  await guest.getByLabel('E-mail address').fill(email);
  await guest.getByLabel('How many people are coming (you included)?').fill('2');
  await guest.getByLabel('This is my first time at this church').check();
  // No wait here: the page holds a form filled faster than its token's few seconds until the server takes it.
  const rsvpAnswer = guest.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/events/events/${event.id}/rsvps`) && response.status() === 201,
  );
  await guest.getByRole('button', { name: 'RSVP' }).click();
  // The answer carries no code and no status — only where the link went.
  expect(await (await rsvpAnswer).json()).toEqual({ received: true, sentTo: { email: true, mobile: true } });
  await expect(
    guest.getByRole('heading', { name: `Thank you, ${firstName}! We received your RSVP.` }),
  ).toBeVisible();
  await expect(guest.getByText('Check your e-mail or phone for your RSVP link.')).toBeVisible();
  await expect(guest.getByRole('img', { name: 'QR code of your RSVP' })).toHaveCount(0);
  await expect(guest).not.toHaveURL(/[?&]rsvp=/);

  // The guest opens the e-mail the server sent them (through the journeys' mailbox, e2e/support/mail.ts: the
  // server's SMTP goes there) and follows its link to their QR.
  const [mailedLink, encodedCode] = await readMail(
    request,
    email,
    new RegExp(`https?://[^\\s"<>]+/invitation/${event.id}/${demo.memberId}\\?rsvp=([^\\s"<>&]+)`),
  );
  const code = decodeURIComponent(encodedCode!);
  await guest.goto(mailedLink);
  await expect(guest.getByRole('heading', { name: `You are on the list, ${firstName}!` })).toBeVisible();
  await expect(guest.getByRole('img', { name: 'QR code of your RSVP' })).toBeVisible();
  await expect(guest.getByText('Confirmed: your seat is reserved.')).toBeVisible();
  const guestViolations = await guestAccessibility.finish({ scanFinalState: true });
  expect(guestViolations, describeViolations(guestViolations)).toEqual([]);
  await guestContext.close();
  writeCardVideo(cameraFile, code);

  // At the door, the usher (the secretary) opens the event's entry page; the camera reads the guest's QR.
  await signOut();
  await signIn('secretary@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto(`/entry/${event.id}`);
  // The camera keeps seeing the QR: once the answer has been on screen a few seconds the scanner reads it again
  // and says the guest was admitted already — on a slow machine the first answer can come and go while the page
  // is checked for accessibility. Either says the door let them in (admin-rsvp below shows it too).
  await expect(page.getByTestId('entry-answer')).toHaveText(/^(Admitted|Already admitted at .+)$/, {
    timeout: 20_000,
  });
  await expect(page.getByText(`${firstName} ${lastName}`)).toBeVisible();

  // admin-rsvp lists the guest as attended, with the demo member as the one who invited them.
  await page.goto(`/admin-rsvp?eventId=${event.id}`);
  const row = page.getByRole('row').filter({ hasText: `${firstName} ${lastName}` });
  await expect(row).toContainText(demo.displayName);
  await expect(row).toContainText('Attended');

  // The minister's live figures count them: one RSVP, two people arrived, first-timers in.
  await page.goto(`/minister-page?eventId=${event.id}`);
  await expect(page.getByTestId('figure-rsvps')).toHaveText('1');
  await expect(page.getByTestId('figure-arrived')).toHaveText('2');
  await expect(page.getByText(`${firstName} ${lastName}`)).toBeVisible();

  // The events page the secretary runs them from (checked by axe like every page).
  await page.goto('/admin-events');
  await expect(page.getByText(event.title).first()).toBeVisible();
});
