import type { OpenAPIObject } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER, KEY_REUSED } from './idempotency.interceptor';

/**
 * Documents the Idempotency-Key header on every signed-in POST (IdempotencyInterceptor
 * applies it to all of them), with its 409.
 */
export function documentIdempotencyKeys(document: OpenAPIObject): OpenAPIObject {
  for (const operations of Object.values(document.paths)) {
    const post = operations.post;
    if (!post?.security?.length) continue;
    post.parameters = [
      ...(post.parameters ?? []),
      {
        name: IDEMPOTENCY_KEY_HEADER,
        in: 'header',
        required: false,
        description:
          'Any string of 1 to 255 visible ASCII characters, fresh per user action. A repeat with the same key within 24 hours answers the first answer (header Idempotent-Replayed: true) and changes nothing.',
        schema: { type: 'string', maxLength: 255 },
      },
    ];
    post.responses['409'] ??= { description: `${KEY_REUSED} Or the first request with this key is still running.` };
  }
  return document;
}
