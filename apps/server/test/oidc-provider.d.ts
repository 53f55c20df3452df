/*
 * The part of oidc-provider 9 (no bundled types) the social sign-in stand-ins use (test/social-stand-ins.ts).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The Koa context the provider hands to middleware and policy checks, as far as the stand-ins read it. */
  export interface ProviderContext {
    type: string;
    body: unknown;
    oidc: { result?: { login?: unknown } } & Record<string, unknown>;
  }

  export interface ProviderAccount {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export class Check {
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
    constructor(
      reason: string,
      description: string,
      error: string,
      check: (ctx: ProviderContext) => boolean | Promise<boolean>,
    );
  }

  export interface Prompt {
    name: string;
    checks: Check[];
  }

  export type Policy = Prompt[] & { get(name: string): Prompt | undefined };

  export const interactionPolicy: { base(): Policy; Check: typeof Check };

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
