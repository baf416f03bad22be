import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
  /** A multipart body (file uploads). */
  form: FormData | undefined;
  headers: Headers;
}

/** A stubbed call's answer: `ok`, `fail` or `fileReply`. */
export type Reply = {
  status?: number;
  body: unknown;
  /** A file's answer (fileReply): its bytes go out as they are, with these headers. */
  file?: { bytes: string; headers: Record<string, string> };
};
/** How a test answers one stubbed call. */
export type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/** The recorded calls to `path` (any method). */
export function callsTo(calls: RecordedCall[], path: string): RecordedCall[] {
  return calls.filter((call) => call.path === path);
}

/** A success envelope (DESIGN §3). */
export function ok<T>(responseData: T, extra: Record<string, unknown> = {}): Reply {
  return { body: { responseCode: 1, responseText: 'Success', responseData, ...extra } };
}

/** A failure envelope (DESIGN §3). */
export function fail(
  status: number,
  responseText: string,
  extra: Record<string, unknown> = {},
): Reply {
  return { status, body: { responseCode: 0, responseText, responseData: null, ...extra } };
}

/** A file's answer (a tax invoice's PDF): its bytes, type and `Content-Disposition` name. */
export function fileReply(bytes: string, filename: string, type = 'application/pdf'): Reply {
  return {
    body: null,
    file: {
      bytes,
      headers: {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="${filename}"`,
      },
    },
  };
}

/**
 * Stubs fetch at the network boundary: each call is matched by "METHOD /api/path" and answered
 * with envelope JSON (or a file's bytes, fileReply). Unmatched calls answer 404 in the envelope. Returns the recorded calls.
 */
export function stubFetch(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
      const url = new URL(href, 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body =
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined;
      const form = init?.body instanceof FormData ? init.body : undefined;
      const headers = new Headers(init?.headers);
      const call: RecordedCall = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body,
        form,
        headers,
      };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      const reply = handler
        ? await handler(call)
        : fail(404, 'The requested resource was not found.');
      if (reply.file) {
        return new Response(reply.file.bytes, {
          status: reply.status ?? 200,
          headers: reply.file.headers,
        });
      }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
