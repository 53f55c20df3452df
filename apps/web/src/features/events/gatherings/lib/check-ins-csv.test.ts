import { checkInRowSchema } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { checkInsCsv, checkInsFileName } from './check-ins-csv.ts';

const words = {
  header: [
    'Member ID',
    'Name',
    'How',
    'Checked in at (UTC)',
    'Recorded by',
    'First time',
    'Face match score',
  ] as const,
  method: (method: string) => `method:${method}`,
  yes: 'yes',
  no: 'no',
};

const row = checkInRowSchema.parse({
  id: '93939393-9393-4393-8393-939393939391',
  gatheringId: '91919191-9191-4191-8191-919191919191',
  member: {
    id: '94949494-9494-4494-8494-949494949491',
    customId: 'M0000101',
    displayName: '=HYPERLINK("x") "Jo"',
    photo: null,
  },
  method: 'kiosk-search',
  checkedInAt: '2026-03-01T01:02:00.000Z',
  deviceId: null,
  recordedBy: null,
  firstTime: true,
  faceScore: null,
});

describe('check-ins CSV', () => {
  it('writes the header and one quoted line per check-in, a formula kept as text', () => {
    const text = checkInsCsv([row], words);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      '"Member ID","Name","How","Checked in at (UTC)","Recorded by","First time","Face match score"',
      '"M0000101","\'=HYPERLINK(""x"") ""Jo""","method:kiosk-search","2026-03-01T01:02:00.000Z","","yes",""',
      '',
    ]);
  });

  it('gives a face check-in its score, to three decimals', () => {
    const face = {
      ...row,
      method: 'face' as const,
      faceScore: 0.68649,
      member: { ...row.member, displayName: 'Jo' },
    };
    expect(checkInsCsv([face], words).slice(1).split('\r\n')[1]).toBe(
      '"M0000101","Jo","method:face","2026-03-01T01:02:00.000Z","","yes","0.686"',
    );
  });

  it('names the file by the gathering’s day and title', () => {
    expect(checkInsFileName('Pañuelo prayer night!', '2026-03-04T11:00:00.000Z')).toBe(
      'attendance-2026-03-04-panuelo-prayer-night.csv',
    );
  });
});
