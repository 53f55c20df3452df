import type { z } from 'zod';
import { idParams, itemParams, okSchema } from '../../common.ts';
import {
  addressBodySchema,
  addressListSchema,
  addressSchema,
  destinationListSchema,
  educationBodySchema,
  educationListSchema,
  educationSchema,
  jobSpecBodySchema,
  jobSpecListSchema,
  jobSpecSchema,
  noneToAddBodySchema,
  noneToAddSchema,
  relativeBodySchema,
  relativeListSchema,
  relativeSchema,
  sectionFlagParams,
  skillBodySchema,
  skillListSchema,
  skillSchema,
  spiritualBodySchema,
  spiritualListSchema,
  spiritualSchema,
  workExperienceBodySchema,
  workExperienceListSchema,
  workExperienceSchema,
} from '../../profile-sections.ts';
import { defineCall, denied, type CallSpec, type PathParamNames } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['membership: profile sections'];
const who = 'The member themself (endorsed), an admin over their locale (locale, district or super admin)';
const stale =
  'Send the entry’s `version` (its `ETag`) in `If-Match`: when the entry changed since, 412 `precondition_failed` ' +
  'and nothing is written (read the list again for the latest).';
/** An entry's version, sent as its `ETag`. */
const entryVersion = (entry: { version?: number }) => entry.version;

/** `P` when its parameters are exactly `Names`; otherwise a message that fails the type check. */
type WithParams<P extends string, Names extends string> = [PathParamNames<P>] extends [Names]
  ? [Names] extends [PathParamNames<P>]
    ? P
    : `${P} must have the parameters :${Names}`
  : `${P} must have the parameters :${Names}`;

/**
 * The four calls of one list section of the profile: its list, add, replace and delete, on the paths the
 * spec gives it (they differ between sections: relatives and job specs keep the spec's `goodman/` paths).
 */
function listSectionCalls<
  const List extends string,
  const Create extends string,
  const Entry extends string,
  Body extends z.ZodType,
  Item extends z.ZodType,
  Entries extends z.ZodType,
>(section: {
  /** What one entry is called, in the OpenAPI text. */
  noun: string;
  /** Key of the list in the GET answer. */
  listKey: string;
  paths: {
    list: List & WithParams<List, 'id'>;
    create: Create & WithParams<Create, 'id'>;
    entry: Entry & WithParams<Entry, 'id' | 'itemId'>;
  };
  body: Body;
  item: Item;
  list: Entries;
}) {
  const { noun, listKey, paths } = section;
  return {
    list: {
      service: 'membership',
      method: 'GET',
      path: paths.list,
      access: 'session',
      who: rule.member('params.id', 'read'),
      tags,
      summary: `The member's ${noun} list`,
      description: `${who}, or their flock leader, may read it. Answers \`{ ${listKey}: [...] }\`.`,
      params: idParams,
      responses: { 200: section.list },
      errors: denied,
    },
    create: {
      service: 'membership',
      method: 'POST',
      path: paths.create,
      access: 'session',
      who: rule.member('params.id', 'edit'),
      tags,
      summary: `Add a ${noun}`,
      description: `${who} may add it; a flock leader may not. Answers 201 with the new entry and its \`id\`.`,
      params: idParams,
      body: section.body,
      responses: { 201: section.item },
      errors: [...denied, 422],
      versioned: { etag: entryVersion },
    },
    update: {
      service: 'membership',
      method: 'PUT',
      path: paths.entry,
      access: 'session',
      who: rule.member('params.id', 'edit'),
      tags,
      summary: `Replace a ${noun}`,
      description:
        `${who} may edit it. The body is the whole entry (fields left out become empty). 404 for an entry of another member. ` +
        stale,
      params: itemParams,
      body: section.body,
      responses: { 200: section.item },
      errors: [...denied, 412, 422],
      versioned: { etag: entryVersion, ifMatch: true },
    },
    remove: {
      service: 'membership',
      method: 'DELETE',
      path: paths.entry,
      access: 'session',
      who: rule.member('params.id', 'edit'),
      tags,
      summary: `Delete a ${noun}`,
      description: `${who} may delete it. 404 for an entry of another member. ${stale}`,
      params: itemParams,
      responses: { 200: okSchema },
      errors: [...denied, 412],
      versioned: { ifMatch: true },
    },
  } as const satisfies Record<string, CallSpec>;
}

/** The member profile's list sections, "none to add" and locale history (the side-menu pages, `edit-member2`). */
export const profileSectionCalls = {
  /** The list sections, by the key of their list in the GET answer (`{ addresses: [...] }`). */
  sections: {
    spirituals: listSectionCalls({
      noun: 'spiritual journey entry',
      listKey: 'spirituals',
      paths: {
        list: '/members/:id/spirituals',
        create: '/members/:id/spirituals',
        entry: '/members/:id/spirituals/:itemId',
      },
      body: spiritualBodySchema,
      item: spiritualSchema,
      list: spiritualListSchema,
    }),
    addresses: listSectionCalls({
      noun: 'address',
      listKey: 'addresses',
      paths: {
        list: '/members/:id/addresses',
        create: '/members/:id/addresses',
        entry: '/members/:id/addresses/:itemId',
      },
      body: addressBodySchema,
      item: addressSchema,
      list: addressListSchema,
    }),
    relatives: listSectionCalls({
      noun: 'relative',
      listKey: 'relatives',
      paths: {
        list: '/goodman/members/:id/relatives',
        create: '/members/:id/relatives',
        entry: '/members/:id/relativesGoodman/:itemId',
      },
      body: relativeBodySchema,
      item: relativeSchema,
      list: relativeListSchema,
    }),
    jobSpecs: listSectionCalls({
      noun: 'job spec',
      listKey: 'jobSpecs',
      paths: {
        list: '/goodman/members/:id/jobSpecs',
        create: '/goodman/members/:id/jobSpecs',
        entry: '/goodman/members/:id/jobSpecs/:itemId',
      },
      body: jobSpecBodySchema,
      item: jobSpecSchema,
      list: jobSpecListSchema,
    }),
    skills: listSectionCalls({
      noun: 'skill',
      listKey: 'skills',
      paths: {
        list: '/members/:id/skills',
        create: '/members/:id/skills',
        entry: '/members/:id/skills/:itemId',
      },
      body: skillBodySchema,
      item: skillSchema,
      list: skillListSchema,
    }),
    educations: listSectionCalls({
      noun: 'education',
      listKey: 'educations',
      paths: {
        list: '/members/:id/educations',
        create: '/members/:id/educations',
        entry: '/members/:id/educations/:itemId',
      },
      body: educationBodySchema,
      item: educationSchema,
      list: educationListSchema,
    }),
    works: listSectionCalls({
      noun: 'work experience',
      listKey: 'works',
      paths: {
        list: '/members/:id/work-experiences',
        create: '/members/:id/work-experiences',
        entry: '/members/:id/work-experiences/:itemId',
      },
      body: workExperienceBodySchema,
      item: workExperienceSchema,
      list: workExperienceListSchema,
    }),
  },
  destinations: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/:id/destinations',
    access: 'session',
    who: rule.member('params.id', 'read'),
    tags,
    summary: "The member's locale history (read-only; transfers write it)",
    description: `${who}, or their flock leader, may read it. Newest first.`,
    params: idParams,
    responses: { 200: destinationListSchema },
    errors: denied,
  }),
  setNoneToAdd: defineCall({
    service: 'membership',
    method: 'PUT',
    path: '/members/:id/sections/:section/none-to-add',
    access: 'session',
    who: rule.member('params.id', 'edit'),
    tags,
    summary: 'Mark a list section "none to add" (or undo it)',
    description:
      'A list section counts as complete in the side menu (`completeness`) when it has an entry or the member ' +
      `ticked "none to add". ${who} may set it.`,
    params: sectionFlagParams,
    body: noneToAddBodySchema,
    responses: { 200: noneToAddSchema },
    errors: [...denied, 422],
  }),
};

/** A list section of the profile, by the key of its list (`addresses`, `relatives`, `works`…). */
export type ListSectionKey = keyof typeof profileSectionCalls.sections;
/** The calls of one list section. */
export type ListSectionCalls<K extends ListSectionKey = ListSectionKey> =
  (typeof profileSectionCalls.sections)[K];
/**
 * Call `N` of every list section seen as one call, whose body and answer are any section's: for code that
 * handles every section alike (the profile's section panel). Each section's call is one of these.
 */
export type AnyListSectionCall<N extends keyof ListSectionCalls> = Pick<
  ListSectionCalls[N],
  keyof ListSectionCalls[N]
>;
