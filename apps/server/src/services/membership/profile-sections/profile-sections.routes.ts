import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  destinationListSchema,
  errorEnvelopeSchema,
  idParams,
  itemParams,
  noneToAddBodySchema,
  noneToAddSchema,
  okSchema,
  sectionFlagParams,
} from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';
import { sectionDefinitions, type SectionDefinition } from './profile-sections.definitions.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const refused = { ...denied, 422: errorEnvelopeSchema };
const tags = ['membership: profile sections'];
const who = 'The member themself (endorsed), an admin over their locale (locale, district or super admin)';

/** The member profile's list sections, "none to add" and destinations, under `/api/membership/`. */
export const profileSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profileSections } = app.services;

  const register = (section: SectionDefinition) => {
    app.get(
      section.paths.list,
      {
        schema: {
          tags,
          summary: `The member's ${section.noun} list`,
          description: `${who}, or their flock leader, may read it. Answers \`{ ${section.listKey}: [...] }\`.`,
          params: idParams,
          response: { 200: section.list, ...denied },
        },
      },
      async (request) => profileSections.list(section, await requireActor(request), request.params.id),
    );
    app.post(
      section.paths.create,
      {
        schema: {
          tags,
          summary: `Add a ${section.noun}`,
          description: `${who} may add it; a flock leader may not. Answers 201 with the new entry and its \`id\`.`,
          params: idParams,
          body: section.body,
          response: { 201: section.item, ...refused },
        },
      },
      async (request, reply) => {
        const item = await profileSections.create(
          section,
          await requireActor(request),
          request.params.id,
          request.body,
        );
        return reply.status(201).send(item);
      },
    );
    app.put(
      section.paths.entry,
      {
        schema: {
          tags,
          summary: `Replace a ${section.noun}`,
          description: `${who} may edit it. The body is the whole entry (fields left out become empty). 404 for an entry of another member.`,
          params: itemParams,
          body: section.body,
          response: { 200: section.item, ...refused },
        },
      },
      async (request) =>
        profileSections.update(
          section,
          await requireActor(request),
          request.params.id,
          request.params.itemId,
          request.body,
        ),
    );
    app.delete(
      section.paths.entry,
      {
        schema: {
          tags,
          summary: `Delete a ${section.noun}`,
          description: `${who} may delete it. 404 for an entry of another member.`,
          params: itemParams,
          response: { 200: okSchema, ...denied },
        },
      },
      async (request) =>
        profileSections.remove(
          section,
          await requireActor(request),
          request.params.id,
          request.params.itemId,
        ),
    );
  };
  for (const section of sectionDefinitions) register(section);

  app.get(
    '/members/:id/destinations',
    {
      schema: {
        tags,
        summary: "The member's locale history (read-only; transfers write it)",
        description: `${who}, or their flock leader, may read it. Newest first.`,
        params: idParams,
        response: { 200: destinationListSchema, ...denied },
      },
    },
    async (request) => profileSections.destinations(await requireActor(request), request.params.id),
  );

  app.put(
    '/members/:id/sections/:section/none-to-add',
    {
      schema: {
        tags,
        summary: 'Mark a list section "none to add" (or undo it)',
        description:
          'A list section counts as complete in the side menu (`completeness`) when it has an entry or the member ' +
          `ticked "none to add". ${who} may set it.`,
        params: sectionFlagParams,
        body: noneToAddBodySchema,
        response: { 200: noneToAddSchema, ...refused },
      },
    },
    async (request) =>
      profileSections.setNoneToAdd(
        await requireActor(request),
        request.params.id,
        request.params.section,
        request.body.noneToAdd,
      ),
  );
};
