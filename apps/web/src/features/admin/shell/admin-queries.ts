import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Paginated } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, apiClient, type QueryValue } from '../../../lib/api-client';
import { notify } from '../../../ui/toast';
import { SERVER_ERROR } from '../../../ui/form';
import { useListParams, type ListSort } from './use-list-params';

/** Every back-office query key starts with `admin` and the resource: ['admin', 'orders', ...]. */
export function adminQueryKey(resource: string, ...rest: unknown[]) {
  return ['admin', resource, ...rest] as const;
}

/**
 * A back-office GET: `responseData` of `path` with `query`, keyed by resource, query and
 * language (names come back in the operator's language). While a new page or sort loads, the
 * previous rows stay on screen.
 */
export function useAdminQuery<T>(
  resource: string,
  path: string,
  query: Record<string, QueryValue> = {},
  options: { enabled?: boolean } = {},
) {
  const language = useLanguage();
  return useQuery({
    queryKey: adminQueryKey(resource, path, query, language),
    queryFn: async ({ signal }) => (await apiClient.get<T>(path, query, { signal })).responseData,
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: options.enabled ?? true,
  });
}

/**
 * A list sorted, filtered and paged on the server (issue 7): its parameters in the URL, in
 * `defaultSort`'s order when the URL names none (`scope`: a second list on the page), and the
 * page of `path` they ask for. `sent` adjusts the query the call sends (the orders' days).
 */
export function useAdminList<Row>(
  resource: string,
  path: string,
  defaultSort: ListSort,
  {
    scope,
    sent = (query) => query,
  }: {
    scope?: string;
    sent?: (query: Record<string, QueryValue>) => Record<string, QueryValue>;
  } = {},
) {
  const params = useListParams(defaultSort, scope);
  const list = useAdminQuery<Paginated<Row>>(resource, path, sent(params.query));
  return { params, list };
}

/** GET of the record a page shows; nothing is asked while `id` is 0 (the URL's id cannot be one). */
export function useAdminRecord<T>(resource: string, pathOf: (id: number) => string, id: number) {
  return useAdminQuery<T>(resource, pathOf(id), {}, { enabled: id > 0 });
}

/** After a write: every query of these resources is fetched again. */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return useCallback(
    (...resources: string[]) =>
      Promise.all(
        resources.map((resource) =>
          queryClient.invalidateQueries({ queryKey: adminQueryKey(resource) }),
        ),
      ),
    [queryClient],
  );
}

/**
 * The one way a back-office form reports a failed save: field errors from a 422 go under their
 * fields (their texts are already in the operator's language), the server's text goes in a
 * toast; no answer at all says the shop could not be reached. `fieldOf` maps a server field
 * path (`translations.fr.name`) to the form's, when they differ.
 */
export function useReportSaveError<Values extends FieldValues>(
  setError?: UseFormSetError<Values>,
  fieldOf: (serverField: string) => string | undefined = (field) => field,
) {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status !== 0) {
        if (setError) {
          for (const fieldError of error.fieldErrors) {
            const field = fieldOf(fieldError.field);
            if (field) {
              setError(field as Path<Values>, { type: SERVER_ERROR, message: fieldError.message });
            }
          }
        }
        notify.error(error.displayMessage);
      } else {
        notify.error(t('admin.form.network_error'));
      }
    },
    [setError, fieldOf, t],
  );
}
