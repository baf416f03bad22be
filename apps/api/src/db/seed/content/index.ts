export * from './types';
export * from './images';
export { settings, siteName, tagline, siteAddress, openingHours } from './settings';
export { categories } from './categories';
export { items } from './items';
export { dietary } from './dietary';
export { combos } from './combos';
export { countries } from './places';
export { banners } from './banners';
import { aboutPage } from './pages/about';
import { deliveryPage } from './pages/delivery';
import { privacyPage } from './pages/privacy';
import { termsPage } from './pages/terms';

/** Spec §7 fixes the ids: 1 about, 3 privacy, 4 terms (2 is delivery information). */
export const pages = [aboutPage, deliveryPage, privacyPage, termsPage] as const;
