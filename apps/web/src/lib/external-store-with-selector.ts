import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * `use-sync-external-store/shim/with-selector` for Preact (decision 069): that package is
 * CommonJS and `require`s React itself; TipTap's editor state uses this one instead (an alias in
 * build/preact-alias.ts). A store's snapshot, narrowed by `selector`; a new selection equal to
 * the last by `isEqual` keeps the last one, so its readers do not render again.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The selection last rendered: a new selector (one per render is common) starts from it.
  const shown = useRef<{ value: Selection } | null>(null);
  const [getSelection, getServerSelection] = useMemo(() => {
    // The ref is read when the store is asked for its selection, as React's own version does.
    // eslint-disable-next-line react-hooks/refs
    const select = remembering(selector, isEqual, shown);
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    shown.current = { value };
  }, [value]);
  useDebugValue(value);
  return value;
}

/** The selector, asked again only for a new snapshot; an equal selection keeps the last one. */
function remembering<Snapshot, Selection>(
  selector: (snapshot: Snapshot) => Selection,
  isEqual: ((a: Selection, b: Selection) => boolean) | undefined,
  shown: { current: { value: Selection } | null },
) {
  let last: { snapshot: Snapshot; selection: Selection } | null = null;
  return (snapshot: Snapshot): Selection => {
    if (last && Object.is(last.snapshot, snapshot)) return last.selection;
    const next = selector(snapshot);
    const previous = last ? { value: last.selection } : shown.current;
    const kept = previous && isEqual?.(previous.value, next) ? previous.value : next;
    last = { snapshot, selection: kept };
    return kept;
  };
}
