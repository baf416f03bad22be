/**
 * Whether an error means "the database cannot be reached or dropped us", as opposed to a fault
 * in a query. Such a request gets 503 (issue 11): the next request, on a fresh connection, can
 * succeed, so the client should simply try again.
 *
 * PostgreSQL states (https://www.postgresql.org/docs/current/errcodes-appendix.html):
 * class 08 connection exception; 57P01 admin_shutdown (pg_terminate_backend, a restart),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, failing over); 53300
 * too_many_connections. Node's socket errors and node-postgres' own words cover a connection
 * that breaks or cannot be opened at all.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  // PGlite, once closed or after its WASM runtime aborted.
  'PGlite is closed',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); follow the chain a few levels.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code)) return true;
    }
    const message = current.message;
    if (DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Whether PostgreSQL refused a value itself (class 22, data exception: a NUL character in text,
 * a number out of range, an invalid byte sequence): input that passed the call's schema but not
 * the column. Such a request is the client's fault (400), not a server error.
 */
export function isRejectedValue(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = current.cause;
  }
  return false;
}
