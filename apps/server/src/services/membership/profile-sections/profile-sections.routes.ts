import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSectionCalls, type CallReply, type CallSpec } from '@congregate/contracts';
import { ifMatchOf, serve } from '../../../lib/serve-call.ts';
import { sectionDefinitions } from './profile-sections.definitions.ts';

/**
 * The service handles every list section alike and builds an entry from the section's fields as a record;
 * the call's answer schema checks it on the way out.
 */
const answerOf = <C extends CallSpec>(_call: C, answer: Promise<Record<string, unknown>>) =>
  answer as Promise<CallReply<C>>;

/** The member profile's list sections, "none to add" and destinations, under `/api/membership/`. */
export const profileSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profileSections } = app.services;

  for (const [key, calls] of Object.entries(profileSectionCalls.sections)) {
    const section = sectionDefinitions.find((definition) => definition.listKey === key);
    if (!section) throw new Error(`The profile section "${key}" has calls but no definition`);
    serve(app, calls.list, async (_request, _reply, { member }) =>
      answerOf(calls.list, profileSections.list(section, member)),
    );
    serve(app, calls.create, async (request, _reply, { actor, member }) =>
      answerOf(calls.create, profileSections.create(section, actor, member, request.body)),
    );
    serve(app, calls.update, async (request, _reply, { actor, member }) =>
      answerOf(
        calls.update,
        profileSections.update(
          section,
          actor,
          member,
          request.params.itemId,
          request.body,
          ifMatchOf(request),
        ),
      ),
    );
    serve(app, calls.remove, async (request, _reply, { actor, member }) =>
      profileSections.remove(section, actor, member, request.params.itemId, ifMatchOf(request)),
    );
  }

  serve(app, profileSectionCalls.destinations, async (_request, _reply, { member }) =>
    profileSections.destinations(member),
  );
  serve(app, profileSectionCalls.setNoneToAdd, async (request, _reply, { actor, member }) =>
    profileSections.setNoneToAdd(actor, member, request.params.section, request.body.noneToAdd),
  );
};
