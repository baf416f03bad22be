import type { FastifyRequest } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES } from '@storefront/shared';
import { AppError, BadRequestError, PayloadTooLargeError } from './errors';

/**
 * Reading multipart bodies, the one way (profile pictures, catalog images, subscription forms).
 * A body that only claims to be multipart (a JSON body under `multipart/form-data`, a missing
 * boundary, a cut-off part) makes the parser throw plain errors; the client gets 400
 * `invalid_value` for them, never a 500 (issue 11).
 */

const UPLOAD_LIMITS = { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 };

function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new PayloadTooLargeError('image_too_large');
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new BadRequestError('invalid_value');
}

/**
 * The file of the multipart field `field` (at most 5 MB, the only file of the form), or
 * undefined when the request is not multipart or holds no such file.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const file = await request.file({ limits: UPLOAD_LIMITS });
    if (!file) return undefined;
    if (file.fieldname !== field) {
      file.file.resume();
      return undefined;
    }
    return await file.toBuffer();
  } catch (error) {
    throw asClientError(error);
  }
}

/** The text fields of a multipart form (files are skipped), or the JSON body's fields. */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) {
    const body: unknown = request.body;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  }
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else part.file.resume();
    }
  } catch (error) {
    throw asClientError(error);
  }
  return fields;
}
