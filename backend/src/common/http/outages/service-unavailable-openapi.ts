import type { OpenAPIObject } from '@nestjs/swagger';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from './service-unavailable';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The health routes report on the dependencies instead of failing on them (and document their own 503). */
const REPORTS_ON_DEPENDENCIES = 'health';

export const SERVICE_UNAVAILABLE_RESPONSE = 'ServiceUnavailable';

/**
 * Documents the 503 that HttpExceptionFilter answers on any route when a dependency is
 * unreachable, once as a shared response that every operation refers to. An operation that
 * documents a 503 of its own (with the spec's message for it) keeps it.
 */
export function documentServiceUnavailable(document: OpenAPIObject): OpenAPIObject {
  document.components = {
    ...document.components,
    responses: {
      ...document.components?.responses,
      [SERVICE_UNAVAILABLE_RESPONSE]: {
        description:
          'The database, Redis, the file store, the mail server or Chromium cannot be reached right now. Try again after Retry-After seconds.',
        headers: {
          'Retry-After': {
            description: 'Seconds before trying again',
            schema: { type: 'integer', example: RETRY_AFTER_SECONDS },
          },
        },
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['statusCode', 'error', 'message'],
              properties: {
                statusCode: { type: 'integer', example: 503 },
                error: { type: 'string', example: 'Service Unavailable' },
                message: { type: 'string', example: SERVICE_UNAVAILABLE_MESSAGE },
              },
            },
          },
        },
      },
    },
  };
  for (const operations of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = operations[method];
      if (!operation || operation.tags?.includes(REPORTS_ON_DEPENDENCIES)) continue;
      operation.responses['503'] ??= { $ref: `#/components/responses/${SERVICE_UNAVAILABLE_RESPONSE}` };
    }
  }
  return document;
}
