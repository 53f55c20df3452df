import { idParams } from '../../common.ts';
import {
  baptismalFormSchema,
  baptismMonitoringQuerySchema,
  baptismMonitoringSchema,
  baptismScanBodySchema,
  baptismScanSchema,
  pepConvertBodySchema,
  pepConvertSchema,
} from '../../events/baptisms.ts';
import { defineCall, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['events: visitors and PEP'];

/** Baptisms: a scheduled PEP's printed form, its scan at the event, the monitoring, and the conversion to member. */
export const baptismCalls = {
  baptismalForm: defineCall({
    service: 'events',
    method: 'GET',
    path: '/peps/:id/baptismal-form',
    access: 'session',
    who: rule.record('pep', 'params.id', 'admins'),
    tags,
    summary: 'What a scheduled PEP’s printed baptismal form shows, with its signed QR token',
    description:
      'An admin over the PEP; it must be scheduled (or baptized) for an event’s baptism, else 409.',
    params: idParams,
    responses: { 200: baptismalFormSchema },
    errors: refused,
  }),
  scanBaptism: defineCall({
    service: 'events',
    method: 'POST',
    path: '/baptisms/scan',
    access: 'session',
    who: rule.record('church-event', 'body.eventId', 'admins'),
    tags,
    summary: 'Mark a PEP baptized from the QR of their printed form, at the event being held (once)',
    description:
      'An admin over the event’s locale. A form of another event, an event without baptism or a token that is not ' +
      'a form answers 422 with a clear message; a PEP already baptized answers 200 with `alreadyBaptizedAt`. Audited.',
    body: baptismScanBodySchema,
    responses: { 200: baptismScanSchema },
    errors: refused,
  }),
  baptismMonitoring: defineCall({
    service: 'events',
    method: 'GET',
    path: '/baptisms/monitoring',
    access: 'session',
    who: rule.anyAdmin,
    tags,
    summary: 'Per baptism event or batch: scheduled, form uploaded, baptized, converted, missing forms',
    description: 'An admin over the event’s locale (a batch: the caller’s locales).',
    query: baptismMonitoringQuerySchema,
    responses: { 200: baptismMonitoringSchema },
    errors: refused,
  }),
  convert: defineCall({
    service: 'events',
    method: 'POST',
    path: '/peps/:id/convert',
    access: 'session',
    who: rule.record('pep', 'params.id', 'admins'),
    tags,
    summary: 'Make a baptized PEP a member (or merge into the member they already are)',
    description:
      'An admin over the PEP’s locale; the PEP must be `baptized` (else 409). Checks members of the locale with the ' +
      'same name and mobile or e-mail first: when one exists and `mergeIntoMemberId` is not given, 409 ' +
      '`possible_duplicate` with `details.members`. The member keeps the soul winner, gets a spiritual-journey ' +
      'entry “Water baptism” with the date and event, starts endorsed, and is e-mailed an invitation to create an ' +
      'account. The PEP moves to `member`. Audited.',
    params: idParams,
    body: pepConvertBodySchema,
    responses: { 201: pepConvertSchema },
    errors: refused,
  }),
};
