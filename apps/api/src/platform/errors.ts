import type { FieldError, Language, MessageKey } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';

/**
 * The one error model (CONVENTIONS): domain code throws these; the error handler in app.ts maps
 * them to an HTTP status and the envelope, with the message translated to the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors: FieldError[] = [],
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(messageKey: MessageKey = 'not_found') {
    super(404, messageKey);
  }
}

export class ValidationError extends AppError {
  constructor(fieldErrors: FieldError[], messageKey: MessageKey = 'fill_required') {
    super(422, messageKey, fieldErrors);
  }
}

/** A 422 naming one field, its text in the caller's language (DESIGN §3). */
export function fieldError(field: string, key: MessageKey, language: Language): ValidationError {
  return new ValidationError([{ field, message: translateMessage(key, language) }], key);
}

export class ConflictError extends AppError {
  constructor(messageKey: MessageKey) {
    super(409, messageKey);
  }
}

export class UnauthorizedError extends AppError {
  constructor(messageKey: MessageKey = 'unauthorized') {
    super(401, messageKey);
  }
}

export class ForbiddenError extends AppError {
  constructor(messageKey: MessageKey = 'forbidden') {
    super(403, messageKey);
  }
}

export class BadRequestError extends AppError {
  constructor(messageKey: MessageKey = 'invalid_value') {
    super(400, messageKey);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(messageKey: MessageKey) {
    super(413, messageKey);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(messageKey: MessageKey = 'rate_limited') {
    super(429, messageKey);
  }
}
