import { expect, test, uniqueTag } from './fixtures.ts';
import { writeCardVideo } from './support/card-video.ts';
import { answered, checkedInMembers, demoMemberCard, gatheringNow } from './support/check-in-setup.ts';
import { cameraFile } from './support/chromium.ts';

test.use({ permissions: ['camera'] });

test('a kiosk scans a card, keeps an offline check-in and sends it when back', async ({
  page,
  context,
  playwright,
  baseURL,
  adminApi,
  registerEndorsedPerson,
}) => {
  test.setTimeout(60_000);
  const card = await demoMemberCard(playwright, baseURL);
  writeCardVideo(cameraFile, card.token);
  const tag = uniqueTag();
  // The second member comes without a card: found by name while the network is down.
  const second = await registerEndorsedPerson({ firstName: 'Noel', lastName: `Kiosk${tag}` });
  const gatheringId = await gatheringNow(adminApi, card.localeId, `Kiosk journey ${tag}`);
  const { pairingCode } = await answered<{ pairingCode: string }>(
    await adminApi.post('/api/events/kiosks', { data: { localeId: card.localeId, name: `Door ${tag}` } }),
    'POST kiosks',
  );

  const foreign: string[] = [];
  page.on('request', (request) => {
    if (
      !request.url().startsWith(baseURL!) &&
      !request.url().startsWith('data:') &&
      !request.url().startsWith('blob:')
    )
      foreign.push(request.url());
  });

  await page.goto('/kiosk');
  await page.getByLabel('Pairing code').fill(pairingCode);
  await page.getByRole('button', { name: 'Pair' }).click();
  await expect(page.getByTestId('kiosk-gathering')).toContainText(`Kiosk journey ${tag}`);

  // The camera shows the demo member's card: verified on the tablet, greeted, recorded.
  const greeting = page.getByTestId('kiosk-greeting');
  await expect(greeting).toContainText(card.displayName, { timeout: 15_000 });
  await expect(greeting).toContainText('You are checked in.');
  await expect(page.getByTestId('kiosk-connection')).toHaveText('Online');

  // The network drops: the second member's check-in is kept on the tablet and shown as waiting.
  await context.setOffline(true);
  await expect(page.getByTestId('kiosk-connection')).toContainText('Offline');
  await page.getByRole('textbox', { name: 'Your name' }).fill(`kiosk${tag}`);
  await page.getByRole('button', { name: `Check in ${second.name}` }).click();
  await expect(greeting).toContainText(second.name);
  await expect(page.getByTestId('kiosk-connection')).toHaveText('Offline — 1 waiting');

  // Back online it is sent, once.
  await context.setOffline(false);
  await expect(page.getByTestId('kiosk-connection')).toHaveText('Online', { timeout: 15_000 });
  const members = await checkedInMembers(adminApi, gatheringId);
  expect(members.sort()).toEqual([card.memberId, second.memberId].sort());
  expect(foreign).toEqual([]);
});
