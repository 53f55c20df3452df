import { memberPlacementCalls, memberSchema } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeServer, ids, makeProfile, on } from '../../test/fake-server.ts';
import { ApiError } from './api-error.ts';
import { callApi, callPath } from './call-api.ts';
import { setWebConfig } from './web-config.ts';

const member = memberSchema.parse(makeProfile().member);

describe('callApi', () => {
  it('builds the URL from the descriptor, sends the body and checks the answer', async () => {
    const calls = fakeServer([
      on(memberPlacementCalls.place, ({ params, body }) => ({
        ...member,
        id: params.id,
        type: body.type ?? member.type,
      })),
    ]);
    const answer = await callApi(memberPlacementCalls.place, {
      params: { id: ids.member },
      body: { type: 'worker' },
    });
    expect(answer.type).toBe('worker');
    const [call] = callsTo(calls, memberPlacementCalls.place);
    expect(call).toMatchObject({
      method: 'PATCH',
      url: `/api/membership/admin/members/${ids.member}/placement`,
      body: { type: 'worker' },
    });
  });

  it('follows the base URL configured for the service', () => {
    setWebConfig({
      services: { membership: '/api/membership/' } as never,
      configToken: '',
      qrLocation: '',
      mediaHost: '',
      version: 'test',
    });
    expect(callPath(memberPlacementCalls.place, { params: { id: 'a b' } })).toBe(
      '/admin/members/a%20b/placement',
    );
  });

  it('is refused by the fake server, as by the real one, when the body breaks the contract', async () => {
    fakeServer([on(memberPlacementCalls.place, () => member)]);
    const wrong = { params: { id: ids.member }, body: { type: 'bishop' } } as never;
    const error = await callApi(memberPlacementCalls.place, wrong).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).issues[0]?.path).toBe('type');
  });

  it('types the request by the descriptor', () => {
    // Compile-time checks: a wrong param, a wrong body field or a missing input fails `tsc`.
    const typed = () => {
      // @ts-expect-error the path parameter is `id`
      void callApi(memberPlacementCalls.place, { params: { memberId: ids.member }, body: {} });
      // @ts-expect-error `flock` is not a field of the placement body
      void callApi(memberPlacementCalls.place, { params: { id: ids.member }, body: { flock: 'x' } });
      // @ts-expect-error the call needs its params and body
      void callApi(memberPlacementCalls.place);
    };
    expect(typeof typed).toBe('function');
  });
});
