import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { KEEP_SERVER_HTML, isHydrating, isServer, nextTask, whenIdle } from './hydration';

/**
 * Issue 14 item 1: a phone spends its longest task making the server's HTML live (hydration,
 * decision 072), most of it on what lies below the first screen: the rest of the menu's cards,
 * the home page's later sections, the footer. A part wrapped in `HydrateWhenNear` keeps the
 * server's elements as they are while the page hydrates, unless it is on screen, and comes alive
 * later, one part per task: when it nears the screen, when the browser is idle, or when the
 * visitor reaches it first (a click or a focus inside it is replayed on the live part).
 *
 * Coming alive draws the part again in the browser (it is not hydrated late): its elements are
 * the browser's own from then on, so nothing the server drew for an anonymous visitor lingers.
 * A part must hold only links and buttons, no field a visitor could type into before then.
 */

/** The attribute that marks a part in the server's HTML, to find it again in the browser. */
const PART = 'data-hydrate-when-near';

/** The server's parts in document order, read at the first claim, and the next one to claim. */
let serverParts: Element[] | undefined;
let nextPart = 0;

/**
 * The server's element of the part drawn now. While hydrating, parts render in document order,
 * so the nth part rendered is the nth in the HTML; a part kept as the server drew it renders none
 * of the parts inside it, which are skipped.
 */
function claimServerPart(): Element | undefined {
  serverParts ??= Array.from(document.querySelectorAll(`[${PART}]`));
  return serverParts[nextPart++];
}

function onScreen(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

/** Parts waiting to come alive, in document order: the idle time wakes the first. */
const waiting: Array<() => void> = [];
let idleScheduled = false;
let observer: IntersectionObserver | undefined;
const wakeOf = new WeakMap<Element, () => void>();

function wakeNextWhenIdle() {
  if (idleScheduled || waiting.length === 0) return;
  idleScheduled = true;
  whenIdle(() => {
    idleScheduled = false;
    // One part per task: each stays short, so taps and scrolls are answered in between.
    waiting.shift()?.();
    wakeNextWhenIdle();
  });
}

/** Parts come near the screen, waking one per task (a scroll may bring several at once). */
const near: Array<() => void> = [];
let wakingNear = false;

async function wakeNearOnePerTask() {
  if (wakingNear) return;
  wakingNear = true;
  while (near.length > 0) {
    await nextTask();
    near.shift()?.();
  }
  wakingNear = false;
}

/** Wakes `element`'s part once: near the screen (a screen ahead) or when the browser is idle. */
function scheduleWaking(element: Element, wake: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    wake();
    return () => undefined;
  }
  let woken = false;
  const stop = () => {
    observer?.unobserve(element);
    wakeOf.delete(element);
    for (const queue of [waiting, near]) {
      const index = queue.indexOf(once);
      if (index >= 0) queue.splice(index, 1);
    }
  };
  const once = () => {
    if (woken) return;
    woken = true;
    stop();
    wake();
  };
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const wakeNear = entry.isIntersecting ? wakeOf.get(entry.target) : undefined;
        if (wakeNear && !near.includes(wakeNear)) near.push(wakeNear);
      }
      void wakeNearOnePerTask();
    },
    { rootMargin: '100% 0px' },
  );
  wakeOf.set(element, once);
  observer.observe(element);
  waiting.push(once);
  wakeNextWhenIdle();
  return stop;
}

/** Where an element sits inside a part: its index among its parent's children, at each level. */
function pathTo(part: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node = target; node !== part && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function elementAt(part: Element, path: number[]): HTMLElement | undefined {
  let node: Element | undefined = part;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : undefined;
}

/** What the visitor did in a part before it was alive, to do again on the live part. */
interface Replay {
  kind: 'click' | 'focus';
  path: number[];
}

type Tag = 'div' | 'li' | 'section';

export function HydrateWhenNear({
  as = 'div',
  children,
  ...attributes
}: { as?: Tag; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement | null>(null);
  // A callback ref: one type for the three tags a part may be.
  const keep = useCallback((element: HTMLElement | null) => {
    ref.current = element;
  }, []);
  const replay = useRef<Replay | undefined>(undefined);
  const [live, setLive] = useState(() => {
    if (isServer || !isHydrating()) return true;
    const element = claimServerPart();
    if (!element || onScreen(element)) return true;
    nextPart += element.querySelectorAll(`[${PART}]`).length;
    return false;
  });

  // A layout effect: listening from the moment the page is hydrated, before it is reported ready.
  useLayoutEffect(() => {
    const element = ref.current;
    if (live || !element) return;
    const wakeFor = (kind: Replay['kind']) => (event: Event) => {
      if (!(event.target instanceof Element)) return;
      // The server's element does nothing yet: the click is done again once the part is live.
      if (kind === 'click') {
        event.preventDefault();
        event.stopPropagation();
      }
      replay.current = { kind, path: pathTo(element, event.target) };
      setLive(true);
    };
    const onClick = wakeFor('click');
    const onFocus = wakeFor('focus');
    element.addEventListener('click', onClick, true);
    element.addEventListener('focusin', onFocus);
    const stopWaking = scheduleWaking(element, () => setLive(true));
    return () => {
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('focusin', onFocus);
      stopWaking();
    };
  }, [live]);

  useLayoutEffect(() => {
    const element = ref.current;
    const pending = replay.current;
    if (!live || !element || !pending) return;
    replay.current = undefined;
    const target = elementAt(element, pending.path);
    if (pending.kind === 'click') target?.click();
    else target?.focus();
  }, [live]);

  const Tag = as;
  return live ? (
    <Tag {...attributes} ref={keep} data-hydrate-when-near="">
      {children}
    </Tag>
  ) : (
    <Tag
      {...attributes}
      ref={keep}
      data-hydrate-when-near=""
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
    />
  );
}
