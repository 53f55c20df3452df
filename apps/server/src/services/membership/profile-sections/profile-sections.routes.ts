import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSectionCalls, type CallReply, type CallSpec } from '@congregate/contracts';
import { ifMatchOf, serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';
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
    serve(app, calls.list, async (request) =>
      answerOf(calls.list, profileSections.list(section, await requireActor(request), request.params.id)),
    );
    serve(app, calls.create, async (request) =>
      answerOf(
        calls.create,
        profileSections.create(section, await requireActor(request), request.params.id, request.body),
      ),
    );
    serve(app, calls.update, async (request) =>
      answerOf(
        calls.update,
        profileSections.update(
          section,
          await requireActor(request),
          request.params.id,
          request.params.itemId,
          request.body,
          ifMatchOf(request),
        ),
      ),
    );
    serve(app, calls.remove, async (request) =>
      profileSections.remove(
        section,
        await requireActor(request),
        request.params.id,
        request.params.itemId,
        ifMatchOf(request),
      ),
    );
  }

  serve(app, profileSectionCalls.destinations, async (request) =>
    profileSections.destinations(await requireActor(request), request.params.id),
  );
  serve(app, profileSectionCalls.setNoneToAdd, async (request) =>
    profileSections.setNoneToAdd(
      await requireActor(request),
      request.params.id,
      request.params.section,
      request.body.noneToAdd,
    ),
  );
};
