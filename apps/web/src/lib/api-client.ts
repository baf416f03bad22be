import { API_ROOT, RESPONSE_OK, type Envelope, type FieldError } from '@storefront/shared';
import { noteAnswerSource } from './offline';
import { currentLanguage, i18n } from '../i18n';
import { expireSession } from './session/expire-session';
import { getToken } from './session/session';

/** The server's own "something went wrong" text, loaded with the language's texts. */
function serverErrorText(language: string): string {
  return i18n.t('server_error', { lng: language });
}

/**
 * The one API client (CONVENTIONS "one API client"). Every call goes to `/api` + path in the
 * envelope of DESIGN §3 and carries the shopper's language: as a query parameter for GET, as a
 * body field for POST (spec §7). When a token is stored it rides as `Authorization: Bearer`
 * (DESIGN §4), and a 401 to a call made with it ends the session here, in one place.
 */

/** A failed call: `responseCode` 0, a non-2xx status, or no usable answer. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's text in the shopper's language (DESIGN §3), or a local fallback. */
    readonly responseText: string,
    readonly fieldErrors: FieldError[] = [],
    /** Contact and subscription answers carry `responseMessage` too (spec §8). */
    readonly responseMessage?: string,
  ) {
    super(responseText);
  }

  /** The text to show the shopper for this failure. */
  get displayMessage(): string {
    return this.responseMessage ?? this.responseText;
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type ApiAnswer<T> = Envelope<T> & { responseMessage?: string };

export interface RequestOptions {
  signal?: AbortSignal;
  /** Spec §7: POST /universities and /buildings take `language` in the query. */
  languageInQuery?: boolean;
  /**
   * A 401 to a call made with a token normally ends the session with the "session expired"
   * message; logout, which ends it anyway, turns that off.
   */
  expireSessionOn401?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldErrorsOf(payload: Record<string, unknown>): FieldError[] {
  const data = payload.responseData;
  if (!isRecord(data) || !Array.isArray(data.errors)) return [];
  return data.errors.filter(
    (error): error is FieldError =>
      isRecord(error) && typeof error.field === 'string' && typeof error.message === 'string',
  );
}

function buildUrl(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_ROOT}${path}${search ? `?${search}` : ''}`;
}

type Payload = Record<string, unknown> | FormData;

/** How a call reaches the API: the browser's fetch, or the server's own routes (entry-server). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Issue 14 item 3: the server renders pages by calling its own routes in process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Builds and sends one call: the language, the bearer token, the envelope's body. */
async function send(
  method: Method,
  path: string,
  payload: Payload,
  options: RequestOptions,
  accept = 'application/json',
): Promise<{ response: Response; language: string }> {
  const language = currentLanguage();
  const headers: Record<string, string> = { Accept: accept };
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal: options.signal };
  let url: string;
  if (method === 'GET' || method === 'DELETE') {
    url = buildUrl(path, { ...(payload as Record<string, QueryValue>), language });
  } else {
    url = buildUrl(path, options.languageInQuery ? { language } : {});
    if (payload instanceof FormData) {
      // The browser sets the multipart boundary itself.
      payload.set('language', language);
      init.body = payload;
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify({ ...payload, language });
    }
  }
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await transport(url, init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // Spec §8: "Other network failures are only logged."
    console.error(`[api] ${method} ${path} failed`, error);
    throw new ApiError(0, serverErrorText(language));
  }

  noteAnswerSource(response);

  // DESIGN §4: the token is gone (expired, revoked, logged out elsewhere).
  if (response.status === 401 && token && options.expireSessionOn401 !== false) {
    expireSession(token);
  }
  return { response, language };
}

/** The ApiError of an envelope that says no (or of an answer that is no envelope). */
function failureOf(status: number, body: unknown, language: string): ApiError {
  if (!isRecord(body) || typeof body.responseCode !== 'number') {
    return new ApiError(status, serverErrorText(language));
  }
  return new ApiError(
    status,
    typeof body.responseText === 'string' && body.responseText
      ? body.responseText
      : serverErrorText(language),
    fieldErrorsOf(body),
    typeof body.responseMessage === 'string' ? body.responseMessage : undefined,
  );
}

async function request<T>(
  method: Method,
  path: string,
  payload: Payload,
  options: RequestOptions,
): Promise<ApiAnswer<T>> {
  const { response, language } = await send(method, path, payload, options);
  const body: unknown = await response.json().catch(() => null);
  if (!isRecord(body) || !response.ok || body.responseCode !== RESPONSE_OK) {
    throw failureOf(response.status, body, language);
  }
  return body as ApiAnswer<T>;
}

/** A file the server sent (a tax invoice's PDF), with the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition: attachment; filename="…"`; `fallbackName` when none. */
  filename: string;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first). */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Not valid percent-encoding: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

async function getFile(
  path: string,
  fallbackName: string,
  query: Record<string, QueryValue>,
  options: RequestOptions,
): Promise<DownloadedFile> {
  // A refusal still comes as the envelope (DESIGN §3), so JSON is accepted as well.
  const { response, language } = await send('GET', path, query, options, '*/*');
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const body: unknown = await response.json().catch(() => null);
    throw failureOf(response.ok ? 500 : response.status, body, language);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.error(`[api] GET ${path} failed`, error);
    throw new ApiError(0, serverErrorText(language));
  }
  return {
    blob,
    filename: filenameOf(response.headers.get('Content-Disposition')) ?? fallbackName,
  };
}

export const apiClient = {
  /** GET with `language` added to the query. */
  get<T>(path: string, query: Record<string, QueryValue> = {}, options: RequestOptions = {}) {
    return request<T>('GET', path, query, options);
  },
  /** POST a JSON body with `language` added as a field. */
  post<T>(path: string, body: Record<string, unknown> = {}, options: RequestOptions = {}) {
    return request<T>('POST', path, body, options);
  },
  /** PUT a JSON body (the back office's updates, issue 7) with `language` added as a field. */
  put<T>(path: string, body: Record<string, unknown> = {}, options: RequestOptions = {}) {
    return request<T>('PUT', path, body, options);
  },
  /** DELETE with `language` in the query (the back office's deletes, issue 7). */
  delete<T>(path: string, query: Record<string, QueryValue> = {}, options: RequestOptions = {}) {
    return request<T>('DELETE', path, query, options);
  },
  /** POST a multipart form (file uploads) with `language` added as a field. */
  postForm<T>(path: string, form: FormData, options: RequestOptions = {}) {
    return request<T>('POST', path, form, options);
  },
  /**
   * GET a file (a tax invoice's PDF, issue 16 item 5) with `language` added to the query: its
   * bytes and the name the server gave it. A refusal is the envelope's ApiError, as above.
   */
  getFile(
    path: string,
    fallbackName: string,
    query: Record<string, QueryValue> = {},
    options: RequestOptions = {},
  ) {
    return getFile(path, fallbackName, query, options);
  },
};
