import { ApiError } from './api-client';

/**
 * What to tell the customer after a failed call (spec §8): the text the API client gave the
 * error (the server's own, or its "server error" when the shop could not be reached), or
 * `fallback` for any other failure.
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.responseText ? error.responseText : fallback;
}
