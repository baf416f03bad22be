import { useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** A whole number from 1 written in the address, or undefined (absent, malformed, 0 or too long). */
export function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/**
 * The address's search parameters and the one way the shop's controls change them: each change
 * starts from the address last written here. React Router applies a navigation in a transition,
 * so a second click can come before the page has rendered the first one's address; built on
 * the render's parameters it would drop the first change (seen: ?without=tree_nuts after
 * ticking Crustaceans, then Tree nuts). A new address from anywhere else (Back, a link)
 * replaces the one written.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const written = useRef(params);
  // The addresses written here that the page has not shown yet. The renders of several quick
  // changes can arrive late, one by one (Preact runs effects after paint): an address of our
  // own coming back is no news, or the first click's address would undo the second's.
  const unshown = useRef(new Set<string>());
  useEffect(() => {
    const shown = params.toString();
    if (unshown.current.has(shown)) {
      if (shown === written.current.toString()) unshown.current.clear();
      return;
    }
    written.current = params;
  }, [params]);
  /** The address as it will be once the pending changes apply (for event handlers). */
  const latest = () => written.current;
  const update = (change: (next: URLSearchParams) => void, options?: NavigateOptions) => {
    const next = new URLSearchParams(written.current);
    change(next);
    written.current = next;
    unshown.current.add(next.toString());
    setParams(next, options);
  };
  return { params, latest, update };
}

/**
 * A paged list's `?page=` (1 when absent or malformed) and the turn to another page: the other
 * parameters stay, page 1 leaves `page` out of the address, and the window scrolls to the top.
 */
export function usePageParam() {
  const { params: searchParams, update } = useAddressParams();
  const page = positiveInt(searchParams.get('page')) ?? 1;

  const goToPage = (next: number) => {
    update((params) => {
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return { searchParams, page, goToPage };
}
