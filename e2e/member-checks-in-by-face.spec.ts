import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkAccessibility, describeViolations } from './accessibility.ts';
import { expect, test, uniqueTag } from './fixtures.ts';
import { answered, demoMemberCard, gatheringNow } from './support/check-in-setup.ts';
import { cameraFile } from './support/chromium.ts';
import { enrolmentPhotos, kioskFaceVideo } from './support/face-images.ts';

const photosDir = path.join(os.tmpdir(), `congregate-face-photos-${process.pid}`);

test.use({ permissions: ['camera'] });

interface Row {
  member: { id: string };
  method: string;
  faceScore: number | null;
}
const faceRows = async (adminApi: APIRequestContext, gatheringId: string) =>
  (
    await answered<{ items: Row[] }>(
      await adminApi.get(`/api/events/checkins?gatheringId=${gatheringId}&limit=100`),
      'GET checkins',
    )
  ).items;

/** Opens the kiosk page again, so that it reopens the camera (and reads the file again) and its copy of faces. */
async function reopenKiosk(kiosk: Page) {
  await kiosk.reload();
  await expect(kiosk.getByTestId('kiosk-gathering')).toBeVisible();
}

test('a member enrols their face, a kiosk in face mode greets them, nobody else, and not after withdrawal', async ({
  page,
  browser,
  playwright,
  baseURL,
  adminApi,
  apiAs,
  signIn,
}) => {
  test.setTimeout(240_000);
  const card = await demoMemberCard(playwright, baseURL);
  // She starts without face check-in: an earlier attempt or a repeat that stopped before her withdrawal left her
  // enrolled, so she withdraws first, through her own call (it succeeds when not enrolled too).
  await answered(
    await (await apiAs('member@example.org')).delete('/api/events/faces/enrolment'),
    'DELETE faces/enrolment',
  );
  const tag = uniqueTag();
  fs.mkdirSync(photosDir, { recursive: true });
  const photos = await enrolmentPhotos(photosDir);
  await kioskFaceVideo(cameraFile, 'enrolled-man');

  // The member opens face check-in from the side menu: nothing is computed before they agree.
  await signIn('member@example.org');
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('link', { name: 'Face check-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Face check-in' })).toBeVisible();
  await expect(page.getByTestId('face-status')).toContainText('Off');
  await page.getByRole('checkbox', { name: 'I have read this and agree to face check-in' }).check();
  await page.locator('label').filter({ hasText: 'Choose photos' }).click();
  await page.locator('input[type="file"]').setInputFiles(photos);
  await expect(page.getByTestId('capture-count')).toHaveText('3 of 3 captures ready', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Turn on face check-in' }).click();
  await expect(page.getByTestId('face-status')).toContainText('On since');

  // A kiosk of the member's locale, face mode on, a gathering open now.
  const gatheringId = await gatheringNow(adminApi, card.localeId, `Face journey ${tag}`);
  const made = await answered<{ pairingCode: string; kiosk: { id: string } }>(
    await adminApi.post('/api/events/kiosks', {
      data: { localeId: card.localeId, name: `Face door ${tag}` },
    }),
    'POST kiosks',
  );
  await answered(
    await adminApi.patch(`/api/events/kiosks/${made.kiosk.id}`, { data: { faceMode: true } }),
    'PATCH kiosks',
  );
  const kioskContext = await browser.newContext({ permissions: ['camera'], baseURL });
  const kiosk = await kioskContext.newPage();
  // The kiosk's page in face mode is checked with axe too (the fixture checks the member's page).
  const kioskAccessibility = await checkAccessibility(kiosk);
  await kiosk.goto('/kiosk');
  await kiosk.getByLabel('Pairing code').fill(made.pairingCode);
  await kiosk.getByRole('button', { name: 'Pair' }).click();
  await expect(kiosk.getByTestId('kiosk-gathering')).toContainText(`Face journey ${tag}`);

  // The camera shows the member's face (another photo than those enrolled): greeted and checked in by face.
  const greeting = kiosk.getByTestId('kiosk-greeting');
  await expect(greeting).toContainText(card.displayName, { timeout: 90_000 });
  await expect(greeting).toContainText('You are checked in.');
  await expect
    .poll(async () => (await faceRows(adminApi, gatheringId)).map((r) => [r.member.id, r.method]))
    .toEqual([[card.memberId, 'face']]);
  const [row] = await faceRows(adminApi, gatheringId);
  expect(row!.faceScore).toBeGreaterThan(0.5);

  // Someone else's face: "please scan your card", and nothing recorded.
  await kioskFaceVideo(cameraFile, 'other-person');
  await reopenKiosk(kiosk);
  await expect(kiosk.getByTestId('kiosk-face-unknown')).toContainText('Please scan your card', {
    timeout: 90_000,
  });
  expect(await faceRows(adminApi, gatheringId)).toHaveLength(1);

  // The member withdraws: asked first, then deleted; the kiosk's next copy drops them.
  await page.getByRole('button', { name: 'Withdraw consent and delete' }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw consent?' })
    .getByRole('button', { name: 'Withdraw and delete' })
    .click();
  await expect(page.getByTestId('face-status')).toContainText('Off');
  const before = Number(
    /(\d+) enrolled/.exec((await kiosk.getByTestId('kiosk-face-count').textContent()) ?? '')?.[1],
  );
  await kioskFaceVideo(cameraFile, 'enrolled-man');
  await reopenKiosk(kiosk);
  await expect(kiosk.getByTestId('kiosk-face-count')).toContainText(`${before - 1} enrolled`);
  await expect(kiosk.getByTestId('kiosk-face-unknown')).toContainText('Please scan your card', {
    timeout: 90_000,
  });
  await expect(greeting).toHaveCount(0);
  expect(await faceRows(adminApi, gatheringId)).toHaveLength(1);
  const violations = await kioskAccessibility.finish({ scanFinalState: true });
  expect(violations, describeViolations(violations)).toEqual([]);
  await kioskContext.close();
});
