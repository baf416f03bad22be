import { options } from 'preact';
import { useCallback, useSyncExternalStore } from 'react';
import { createStore } from './external-store';

/**
 * Issue 14 item 3: public pages arrive as HTML rendered on the server for an anonymous visitor
 * (apps/web/src/app/entry-server.tsx), and the browser hydrates that HTML. Hydration reuses the
 * server's elements without re-checking their attributes, so the first render in the browser
 * must be the server's: whatever this browser keeps for itself (the session in local storage,
 * the screen's width) shows its server value until a task after hydration (showBrowserState),
 * then its own. Hydration itself is the synchronous render of hydrateRoot and the parts that
 * hydrate in turn after it (isHydrating, lib/hydrate-in-turn.tsx): a part that mounts
 * afterwards, even before the browser's state shows, draws its own elements.
 */
const showingServerValues = createStore(false);

/**
 * Resolves in a task of its own, so the browser may paint and answer input between two pieces
 * of start-up work: `scheduler.yield()` where the browser has it, else a message to itself
 * (a zero timeout may wait 4 ms or more).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * Runs `run` once the browser is idle (at most 3 s later); where it has no idle callbacks, a
 * little later. Answers a function that cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/** Whether Preact is hydrating the server's HTML now (the first render in the browser). */
let hydratingNow = false;
/** Whether this is hydrateRoot's own synchronous pass, where the parts in turn wait. */
let firstPass = false;
/** The parts waiting for their turn (HydrateInTurn), in the order they were met. */
const turns: Array<() => void> = [];

/**
 * Preact runs a render's effects (useEffect) after the next frame, all that are waiting in one
 * task. While the parts hydrate in turn, no frame comes between the turns, so the effects of
 * every part (the queries each starts, their subscriptions) would run together in the longest
 * task of a phone's start (issue 14 item 1). So while hydrating, Preact's scheduler of effects
 * (`options.requestAnimationFrame`, public in its typings) only holds them, and hydrateInTurn
 * runs those of each turn in a task of their own.
 */
type EffectScheduler = (runEffects: () => void) => void;
// Preact calls it alone, `(options.requestAnimationFrame || afterNextFrame)(flush)`: a plain
// function property, not a method of `options`.
const preactOptions = options as { requestAnimationFrame?: EffectScheduler };
let heldEffects: (() => void) | undefined;
let schedulerBefore: EffectScheduler | undefined;
const holdEffects: EffectScheduler = (runEffects) => {
  heldEffects = runEffects;
};
function runHeldEffects() {
  const runEffects = heldEffects;
  heldEffects = undefined;
  runEffects?.();
}

/** Hydration begins: the browser's state shows the server's values until showBrowserState(). */
export const startHydration = () => {
  hydratingNow = true;
  firstPass = true;
  showingServerValues.set(true);
  schedulerBefore = preactOptions.requestAnimationFrame;
  preactOptions.requestAnimationFrame = holdEffects;
};
/**
 * hydrateRoot has returned: the parts that waited (HydrateInTurn) hydrate now, one per task, in
 * the order they came in the page. Resolves when the last one is live.
 */
export async function hydrateInTurn(): Promise<void> {
  firstPass = false;
  for (let turn = turns.shift(); turn; turn = turns.shift()) {
    // The effects of what hydrated last (hydrateRoot's frame, the part before), then this part.
    await nextTask();
    runHeldEffects();
    await nextTask();
    turn();
  }
  // Preact hydrates a part in the microtasks after its turn: the last one is over by the next
  // task, and hydration with it; its effects run in that task.
  await nextTask();
  runHeldEffects();
}
/**
 * Hydration is over: whatever renders from now on draws its own elements, and Preact runs
 * effects after a frame again (any still held run in the next task).
 */
export const endHydration = () => {
  hydratingNow = false;
  preactOptions.requestAnimationFrame = schedulerBefore;
  if (heldEffects) void nextTask().then(runHeldEffects);
};
/**
 * Called while rendering a part that hydrates in turn: during hydrateRoot's pass, a promise of
 * its turn (thrown, it suspends the part and Preact keeps the server's element as it is);
 * afterwards, nothing.
 */
export function awaitTurn(): Promise<void> | undefined {
  if (!firstPass) return undefined;
  return new Promise((resolve) => turns.push(resolve));
}
/** The browser's own state (a session, the cart) replaces the server's values. */
export const showBrowserState = () => showingServerValues.set(false);
export const isHydrating = () => hydratingNow;

/**
 * An element's inner HTML that keeps the server's while hydrating: Preact leaves an element with
 * `dangerouslySetInnerHTML` as it is then, and writes the real HTML at the next render.
 */
export const KEEP_SERVER_HTML = { __html: '' };

/** Whether this runs on the server (no window): the server value is the only one there is. */
export const isServer = typeof window === 'undefined';

/**
 * `useSyncExternalStore` for state kept by the browser: on the server and while the server's
 * HTML is being hydrated, `serverValue`; afterwards, the browser's own. One subscription to both
 * the hydration and the browser's state: when hydration ends, only the components whose browser
 * value differs from the server's draw again.
 */
export function useBrowserState<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  serverValue: T,
): T {
  const subscribeBoth = useCallback(
    (onChange: () => void) => {
      const stopHydration = showingServerValues.subscribe(onChange);
      const stopState = subscribe(onChange);
      return () => {
        stopHydration();
        stopState();
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(subscribeBoth, () =>
    isServer || showingServerValues.get() ? serverValue : getSnapshot(),
  );
}

const noChanges = () => () => undefined;

/**
 * Whether this render is the browser's own (false on the server and while hydrating): parts that
 * only the browser draws, like the toasts' lazy container, wait for it.
 */
export function useHydrated(): boolean {
  return useBrowserState(noChanges, () => true, false);
}
