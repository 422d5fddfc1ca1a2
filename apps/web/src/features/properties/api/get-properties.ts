import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_PAGE_SIZE, type Page, type Property } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';
import type { CatalogueFilters } from '../filters';
import { FILTER_KEYS } from '../filters';

export type PropertyListParams = {
  filters: CatalogueFilters;
  /** 1-based page of HOME_PAGE_SIZE cards. */
  page: number;
};

/**
 * GET /api/properties with the home filters and paging. The server filters and counts (docs/product.md,
 * "The catalogue is filtered and paged by the server"); the filter values go out exactly as typed so the
 * server, the authority on their validity, can name a bad one.
 */
export function getProperties(
  { filters, page }: PropertyListParams,
  signal?: AbortSignal,
): Promise<Page<Property>> {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  query.set('limit', String(HOME_PAGE_SIZE));
  query.set('offset', String((Math.max(1, page) - 1) * HOME_PAGE_SIZE));
  return apiGet<Page<Property>>(`/properties?${query.toString()}`, { signal });
}

export const propertiesQueryKey = ['properties', 'list'] as const;

export function propertiesQueryOptions(params: PropertyListParams) {
  return queryOptions({
    queryKey: [...propertiesQueryKey, params],
    queryFn: ({ signal }) => getProperties(params, signal),
    // Keeps the current cards on screen while the next page or filter loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useProperties(params: PropertyListParams) {
  return useQuery(propertiesQueryOptions(params));
}
