import { lazyPage } from '../../../lib/routing/lazy-page';
import type { AdminSection } from '../shell/section';

const CountriesPage = lazyPage(() => import('./pages/countries-page'));
const CitiesPage = lazyPage(() => import('./pages/cities-page'));
const BuildingsPage = lazyPage(() =>
  import('./pages/city-places-page').then((module) => ({ default: module.BuildingsPage })),
);
const UniversitiesPage = lazyPage(() =>
  import('./pages/city-places-page').then((module) => ({ default: module.UniversitiesPage })),
);
const CompaniesPage = lazyPage(() => import('./pages/companies-page'));
const PlansPage = lazyPage(() => import('./pages/plans-page'));
const SubscriptionsPage = lazyPage(() => import('./pages/subscriptions-page'));

/**
 * The back office's places part (issue 7 item 4): countries, cities, buildings, universities
 * and companies (the registration form's selectors), companies' subscription plans and the
 * subscriptions bought, each a list with its form under /admin/places/… .
 */
export const adminPlacesSection: AdminSection = {
  group: 'organisations',
  nav: [
    { to: 'places/companies', label: (t) => t('admin_places.nav.companies') },
    { to: 'places/plans', label: (t) => t('admin_places.nav.plans') },
    { to: 'places/subscriptions', label: (t) => t('admin_places.nav.subscriptions') },
    { to: 'places/countries', label: (t) => t('admin_places.nav.countries') },
    { to: 'places/cities', label: (t) => t('admin_places.nav.cities') },
    { to: 'places/buildings', label: (t) => t('admin_places.nav.buildings') },
    { to: 'places/universities', label: (t) => t('admin_places.nav.universities') },
  ],
  routes: [
    { path: 'places/companies', element: <CompaniesPage /> },
    { path: 'places/plans', element: <PlansPage /> },
    { path: 'places/subscriptions', element: <SubscriptionsPage /> },
    { path: 'places/countries', element: <CountriesPage /> },
    { path: 'places/cities', element: <CitiesPage /> },
    { path: 'places/buildings', element: <BuildingsPage /> },
    { path: 'places/universities', element: <UniversitiesPage /> },
  ],
};
