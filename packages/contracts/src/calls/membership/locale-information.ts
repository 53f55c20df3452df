import { localeIdParams } from '../../admin-members.ts';
import { localeInformationSchema, localeSettingsChangeSchema } from '../../locale-admin.ts';
import { defineCall, refused } from '../define-call.ts';
import { rule } from '../who.ts';

/** What a member may know about a locale (`locale-information`). */
export const localeInformationCalls = {
  information: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/locales/:localeId/information',
    access: 'session',
    who: rule.signedIn,
    tags: ['membership'],
    summary: 'A locale’s address, contact, weekly services, district, flock count and officers',
    description:
      'Any signed-in account. Officers (locale admins, finance, flock leaders with their flock) are listed ' +
      'by name and role only, without their contact data. 404 for an unknown locale.',
    params: localeIdParams,
    responses: { 200: localeInformationSchema },
    errors: [401, 404, 422],
  }),

  update: defineCall({
    service: 'membership',
    method: 'PATCH',
    path: '/locales/:localeId/information',
    access: 'session',

    who: rule.record('locale', 'params.localeId', 'admins'),
    tags: ['membership'],
    summary: 'Change a locale’s settings: how many minutes before a service its check-in opens (0–720)',
    description:
      'Admins over the locale (its locale admin, the district admin of its district, a super admin); anyone ' +
      'else 403 (a super admin 404 for an unknown locale). Answers the locale’s information. Audited ' +
      '(`locale.settings`, before and after).',
    params: localeIdParams,
    body: localeSettingsChangeSchema,
    responses: { 200: localeInformationSchema },
    errors: refused,
  }),
};
