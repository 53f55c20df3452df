import { localeIdParams } from '../../admin-members.ts';
import { localeInformationSchema } from '../../locale-admin.ts';
import { defineCall } from '../define-call.ts';

/** What a member may know about a locale (`locale-information`). */
export const localeInformationCalls = {
  information: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/locales/:localeId/information',
    access: 'session',
    tags: ['membership'],
    summary: 'A locale’s address, contact, weekly services, district, flock count and officers',
    description:
      'Any signed-in account. Officers (locale admins, finance, flock leaders with their flock) are listed ' +
      'by name and role only, without their contact data. 404 for an unknown locale.',
    params: localeIdParams,
    responses: { 200: localeInformationSchema },
    errors: [401, 404, 422],
  }),
};
