/**
 * Answers for the errors Fastify raises before routing (issue #9: every 4xx is JSON
 * `{ message, errors? }`): a malformed percent-encoding in the path (`/vehicles/%FF`) and a path
 * parameter longer than the router allows. Without this Fastify sends its own
 * `{ error, code, message, statusCode }` shape.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Texts of the pre-routing answers. */
export const FRAMEWORK_MESSAGES = {
  badUrl: 'The address is not valid.',
  tooLong: 'The address is too long.',
  server: 'Server error',
} as const;

/**
 * Fastify `frameworkErrors` option: FST_ERR_BAD_URL → 400 `{ message, errors: { url: [...] } }`,
 * FST_ERR_MAX_PARAM_LENGTH → 414 `{ message, errors: { url: [...] } }`, anything else → 500 (logged).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply
      .status(400)
      .send({ message: FRAMEWORK_MESSAGES.badUrl, errors: { url: [FRAMEWORK_MESSAGES.badUrl] } });
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply
      .status(414)
      .send({ message: FRAMEWORK_MESSAGES.tooLong, errors: { url: [FRAMEWORK_MESSAGES.tooLong] } });
    return;
  }
  request.log.error({ err: error }, 'framework error');
  reply.status(500).send({ message: FRAMEWORK_MESSAGES.server });
}
