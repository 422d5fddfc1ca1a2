import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersToParams, readFilters, readPage, type CatalogueFilters } from '../filters';

/**
 * The applied filters and the page live in the URL, so a filtered list can be shared and the back
 * button steps through searches. Applying or resetting filters starts again at page 1.
 */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const page = readPage(searchParams);

  const applyFilters = useCallback(
    (next: CatalogueFilters) => setSearchParams(filtersToParams(next)),
    [setSearchParams],
  );

  const resetFilters = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  const setPage = useCallback(
    (nextPage: number) => {
      const params = filtersToParams(readFilters(searchParams));
      if (nextPage > 1) params.set('page', String(nextPage));
      setSearchParams(params);
    },
    [searchParams, setSearchParams],
  );

  /** A key that changes only when the applied filters change (not the page). */
  const filtersKey = filtersToParams(filters).toString();

  return { filters, filtersKey, page, applyFilters, resetFilters, setPage };
}
