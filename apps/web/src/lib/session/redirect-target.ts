/**
 * Where to go after login (spec §2): the target carried in navigation state, default
 * /dashboard (spec §9), with any carried item data passed along.
 *
 * State shape: `{ from?: Location | string, item?: unknown }`. Guards put the location the
 * shopper wanted in `from`; pages that send a shopper to log in with something in hand (a combo
 * to open, spec §6) add `item`.
 */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

export interface AuthRedirectState {
  from?: { pathname: string; search?: string; hash?: string } | string;
  item?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Only paths inside this shop: never an absolute URL or a protocol-relative one. */
function sameOrigin(path: string): string | undefined {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
    ? path
    : undefined;
}

export function redirectTargetOf(state: unknown, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (!isRecord(state)) return fallback;
  const from = state.from;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (isRecord(from) && typeof from.pathname === 'string') {
    path = `${from.pathname}${typeof from.search === 'string' ? from.search : ''}${
      typeof from.hash === 'string' ? from.hash : ''
    }`;
  }
  const safe = path ? sameOrigin(path) : undefined;
  // Back to the login or register page would loop.
  if (!safe || /^\/(login|register)(?:[/?#]|$)/.test(safe)) return fallback;
  return safe;
}

/** The state to carry on: the item data (if any) for the page after login. */
export function carriedStateOf(state: unknown): { item: unknown } | undefined {
  return isRecord(state) && state.item !== undefined ? { item: state.item } : undefined;
}

/** The state for links between /login and /register: keep the target and the item. */
export function keepRedirectState(state: unknown): AuthRedirectState | undefined {
  if (!isRecord(state)) return undefined;
  const kept: AuthRedirectState = {};
  if (state.from !== undefined) kept.from = state.from as AuthRedirectState['from'];
  if (state.item !== undefined) kept.item = state.item;
  return Object.keys(kept).length > 0 ? kept : undefined;
}
