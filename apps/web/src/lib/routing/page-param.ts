import { useSearchParams } from 'react-router';

/** A whole number from 1 written in the address, or undefined (absent, malformed, 0 or too long). */
export function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/**
 * A paged list's `?page=` (1 when absent or malformed) and the turn to another page: the other
 * parameters stay, page 1 leaves `page` out of the address, and the window scrolls to the top.
 */
export function usePageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInt(searchParams.get('page')) ?? 1;

  const goToPage = (next: number) => {
    const params = new URLSearchParams(searchParams);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    setSearchParams(params);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return { searchParams, page, goToPage };
}
