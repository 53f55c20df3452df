import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_VERSIONS,
  educationBodySchema,
  problemOf,
  registerBodySchema,
  workExperienceBodySchema,
} from './index.ts';

const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; params?: unknown }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), problemOf(issue)]);

describe('schema rules carry their problem code', () => {
  it('registration: each password problem and a future birth date', () => {
    const result = registerBodySchema.safeParse({
      email: 'ana@example.org',
      password: 'ana',
      firstName: 'Ana',
      lastName: 'Peña',
      localeId: '7b0c1f2e-8d4a-4c1e-9a55-0d2b3c4d5e6f',
      birthDate: '2999-01-01',
      acceptedDataPrivacy: AGREEMENT_VERSIONS.dataPrivacy,
      acceptedDisclaimer: AGREEMENT_VERSIONS.disclaimer,
    });
    expect(problems(result)).toEqual(
      expect.arrayContaining([
        ['password', 'password_too_short'],
        ['password', 'password_contains_email'],
        ['birthDate', 'birth_date_future'],
      ]),
    );
  });

  it('profile sections: two rules on one field are told apart', () => {
    expect(
      problems(
        educationBodySchema.safeParse({ level: 'college', school: 'UP', yearFrom: 2010, yearTo: 2005 }),
      ),
    ).toEqual([['yearTo', 'year_before_first']]);
    expect(
      problems(
        workExperienceBodySchema.safeParse({
          employer: 'A',
          position: 'B',
          dateFrom: '2020-01-01',
          dateTo: '2021-01-01',
          current: true,
        }),
      ),
    ).toEqual([['dateTo', 'current_job_end']]);
    expect(
      problems(workExperienceBodySchema.safeParse({ employer: 'A', position: 'B', dateFrom: '1700-01-01' })),
    ).toEqual([['dateFrom', 'year_out_of_range']]);
  });
});
