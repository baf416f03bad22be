/**
 * CONVENTIONS: a test that logs an unexpected console.error fails. A test that expects one
 * (a failing chunk, a network failure) says so with allowConsoleError(pattern).
 */
const allowed: RegExp[] = [];
const unexpected: string[] = [];

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

export function recordConsoleError(args: unknown[]): void {
  const text = args
    .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
    .join(' ');
  if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
}

/** The unexpected errors since the last call, and a clean slate for the next test. */
export function takeUnexpectedConsoleErrors(): string[] {
  const taken = unexpected.splice(0);
  allowed.length = 0;
  return taken;
}
