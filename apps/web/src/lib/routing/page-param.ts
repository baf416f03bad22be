import { useCallback, useContext } from 'react';
import {
  UNSAFE_DataRouterContext,
  useLocation,
  useNavigate,
  useSearchParams,
  type NavigateOptions,
} from 'react-router';

/** A whole number from 1 written in the address, or undefined (absent, malformed, 0 or too long). */
export function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/**
 * The address's search parameters and the one way the shop's controls change them: the dietary
 * filter, the pagers, the back office's list filters and search. React renders a navigation in a
 * transition, so a second click can come before the page shows the first one's address; a change
 * built on the rendered parameters would undo the first (a second dietary mark dropping the
 * first, a page turned during a search going back to the old search). Each change starts from
 * the router's own location, which a navigation sets before the page renders it.
 */
export function useAddressParams() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigate = useNavigate();
  const latest = useCallback(() => {
    const location = router?.state.location;
    return new URLSearchParams(location?.pathname === pathname ? location.search : params);
  }, [router, pathname, params]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      // Leaving this page (a link was followed): a control of the page left behind changes nothing.
      if (router && router.state.location.pathname !== pathname) return;
      const next = latest();
      change(next);
      const search = next.toString();
      void navigate({ pathname, search: search ? `?${search}` : '' }, options);
    },
    [router, pathname, latest, navigate],
  );
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
