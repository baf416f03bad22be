import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Language, type SiteInfo } from '@storefront/shared';
import { useLanguage } from '../i18n/use-language';
import { apiClient } from './api-client';
import { rememberCurrency } from './currency';

/** Social sign-in ids of GET /site-info (null when a provider is not configured, DESIGN §4). */
export interface SocialConfig {
  google_client_id: string | null;
  facebook_app_id: string | null;
}

export type SiteData = SiteInfo & { social?: SocialConfig | null };

/**
 * GET /site-info (spec §7): shop name, address, phone, e-mail, hours, currency and the social
 * sign-in ids. Shared by the layout (footer, contact card) and the login page.
 */
export async function getSiteInfo(signal?: AbortSignal): Promise<SiteData> {
  const answer = await apiClient.get<SiteData>(apiPaths.siteInfo, {}, { signal });
  // Spec §4: the currency code is kept in local storage for prices everywhere.
  rememberCurrency(answer.responseData.currency_code);
  return answer.responseData;
}

export const siteInfoQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['site-info', language],
    queryFn: ({ signal }) => getSiteInfo(signal),
    staleTime: 10 * 60 * 1000,
  });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions(useLanguage()));
}
