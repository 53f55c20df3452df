import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodes, isFieldProblem, problemOf, type ErrorCode } from '@congregate/contracts';
import { AppError } from '../lib/errors.ts';
import { issueMessage, languageOf, refusalMessage, type ProblemLanguage } from '../lib/problem-messages.ts';
import { inputAt, RequestValidationError } from '../lib/request-validation.ts';

type Envelope = { error: { code: string; message: string; details?: unknown } };

export const envelope = (code: string, message: string, details?: unknown): Envelope => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/** Postgres error codes that mean the input broke an invariant the database keeps. */
const pgInputErrors: Record<string, { code: ErrorCode; message: string }> = {
  '23505': { code: 'conflict', message: 'This conflicts with an existing record' },
  '23503': { code: 'invalid_input', message: 'A referenced record does not exist' },
  '23514': { code: 'invalid_input', message: 'A value is outside what is allowed' },
  '22P02': { code: 'invalid_input', message: 'A value has the wrong format' },
  '22007': { code: 'invalid_input', message: 'A date or time has the wrong format' },
  '22008': { code: 'invalid_input', message: 'A date or time is out of range' },
};

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const statusCodes: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_input',
  429: 'rate_limited',
};

type FieldIssue = { path: string; message: string; code?: string };

/**
 * A service's 422 `invalid_input` in the request's language: its issues with a field problem code are worded
 * by the code, and the message is then the first one's. English stays as the service wrote it (it may say
 * more than the code); an issue without a code has no other wording and stays as written.
 */
function invalidInputIn(error: AppError, language: ProblemLanguage): { message: string; details: unknown } {
  const issues = (error.details as { issues?: FieldIssue[] } | undefined)?.issues;
  if (language === 'en' || !issues?.length) return { message: error.message, details: error.details };
  const worded = issues.map((issue) =>
    isFieldProblem(issue.code) ? { ...issue, message: issueMessage({ code: issue.code }, language) } : issue,
  );
  const message = isFieldProblem(worded[0]!.code)
    ? refusalMessage(worded[0]!.message, worded.length, language)
    : error.message;
  return { message, details: { ...(error.details as object), issues: worded } };
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): a path parameter
 * longer than `maxParamLength` (414) and malformed URL encoding (400). Answered with the envelope; the
 * offending address is not echoed back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      void reply.status(414).send(envelope('uri_too_long', 'A part of the address is too long'));
      return;
    case 'FST_ERR_BAD_URL':
      void reply.status(400).send(envelope('bad_request', 'The address is not valid URL encoding'));
      return;
    default:
      request.log.error({ err: error }, 'router error');
      void reply.status(500).send(envelope('internal', 'Something went wrong on our side'));
  }
}

/**
 * Requests Node's HTTP parser refuses (Fastify's `clientErrorHandler`): written straight to the socket,
 * as Fastify's default does, but as the envelope.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request_timeout', 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large', 'The request headers are too large']
        : [400, 'bad_request', 'The request is not valid HTTP'];
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(envelope(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One error handler for every service: the envelope `{ error: { code, message, details? } }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      if (error.code === 'invalid_input') {
        const language = languageOf(request.headers['accept-language']);
        const { message, details } = invalidInputIn(error, language);
        return reply
          .status(error.status)
          .header('content-language', language)
          .send(envelope(error.code, message, details));
      }
      return reply.status(error.status).send(envelope(error.code, error.message, error.details));
    }
    if (error instanceof RequestValidationError) {
      // Worded for people in the request's language (English: the schema's own words, or zod's reworded as it
      // parsed). `code` is the schema rule's problem code (`password_too_short`) or zod's (`too_small`).
      const language = languageOf(request.headers['accept-language']);
      const issues = error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message:
          language === 'en'
            ? issue.message
            : issueMessage({ ...issue, input: inputAt(request, error, issue.path) }, language),
        code: problemOf(issue) ?? issue.code,
      }));
      return reply
        .status(errorCodes.invalid_input)
        .header('content-language', language)
        .send(
          envelope('invalid_input', refusalMessage(issues[0]!.message, issues.length, language), { issues }),
        );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(envelope('internal', 'Something went wrong on our side'));
    }
    const dbError = pgCode(error);
    if (dbError && pgInputErrors[dbError]) {
      const mapped = pgInputErrors[dbError];
      request.log.info({ pgCode: dbError }, 'database refused the input');
      return reply.status(errorCodes[mapped.code]).send(envelope(mapped.code, mapped.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = statusCodes[status] ?? 'bad_request';
      if (status === 429) {
        const retryAfter = Number(reply.getHeader('retry-after')) || 60;
        return reply.status(429).send(
          envelope('rate_limited', `Too many requests. Try again in ${retryAfter} seconds.`, {
            retryAfterSeconds: retryAfter,
          }),
        );
      }
      return reply.status(status).send(envelope(code, error.message || 'The request is not valid'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send(
        envelope(status === 503 ? 'service_unavailable' : 'internal', 'Something went wrong on our side'),
      );
  });
});
