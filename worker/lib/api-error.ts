// Thrown anywhere in the API; the error handler turns it into the JSON error shape.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode } from '../contract/schemas/errors.ts';
import type { SharedMessageKey } from '../contract/i18n/index.ts';

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ApiErrorCode;
  /** Dictionary key of the message, translated into the request's language when answered. */
  readonly messageKey: SharedMessageKey;
  /** Field name → dictionary key. */
  readonly fields: Record<string, SharedMessageKey> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: ApiErrorCode,
    messageKey: SharedMessageKey,
    fields?: Record<string, SharedMessageKey>,
    headers?: Record<string, string>,
  ) {
    super(code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messageKey = messageKey;
    this.fields = fields;
    this.headers = headers;
  }
}
