/**
 * Query-key resource of this part (useAdminQuery / useInvalidateAdmin). One key for every list
 * and selector of places: a write to one (a new city) changes others (a country's city count, a
 * company form's cities), so each write refreshes them all.
 */
export const PLACES_RESOURCE = 'places';
export const PLACES_RESOURCES = [PLACES_RESOURCE] as const;

/** What every places `RecordListPage` reads and refreshes. */
export const PLACES_CACHE = { cacheKey: PLACES_RESOURCE, invalidates: PLACES_RESOURCES } as const;
