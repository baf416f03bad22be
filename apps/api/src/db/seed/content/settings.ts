import type { Text } from './types';

/** The shop's single settings row (id 1). Money in fils (DESIGN §5: 1 BHD = 1000 fils). */
export const settings = {
  siteEmail: 'hello@sufra-lunch.com',
  sitePhoneNumber: '+973 1712 3456',
  currencyCode: 'BHD',
  /** 10 % VAT, Bahrain's standard rate. */
  vatRateBasisPoints: 1000,
  /** 0.500 BHD flat delivery fee. */
  shippingChargeMinor: 500,
  /**
   * The menu's prices are what customers pay, VAT included, as shops in Bahrain show them
   * (issue 17 item 3): the demo's round prices stay round on the storefront.
   */
  pricesIncludeVat: true,
  /** Printed on tax invoices (issue 16 item 5); Bahrain's numbers have 15 digits. */
  vatNumber: '220004512300002',
} as const;

export const siteName: Text = {
  en: 'Sufra',
  fr: 'Sufra',
  de: 'Sufra',
  ae: 'سفرة',
  ka: 'სუფრა',
};

export const tagline: Text = {
  en: 'Fresh lunch, delivered to your desk',
  fr: 'Un déjeuner frais, livré à votre bureau',
  de: 'Frisches Mittagessen, direkt an Ihren Schreibtisch',
  ae: 'غداء طازج يصل إلى مكتبك',
  ka: 'ახალი სადილი, პირდაპირ თქვენს სამუშაო მაგიდასთან',
};

export const siteAddress: Text = {
  en: 'Building 1021, Road 3621, Seef District, Manama, Bahrain',
  fr: 'Immeuble 1021, Route 3621, quartier de Seef, Manama, Bahreïn',
  de: 'Gebäude 1021, Straße 3621, Stadtteil Seef, Manama, Bahrain',
  ae: 'مبنى 1021، طريق 3621، ضاحية السيف، المنامة، البحرين',
  ka: 'შენობა 1021, გზა 3621, სეფის უბანი, მანამა, ბაჰრეინი',
};

export const openingHours: Text = {
  en: 'Sunday–Thursday, 10:00–16:00',
  fr: 'Du dimanche au jeudi, 10 h 00 – 16 h 00',
  de: 'Sonntag–Donnerstag, 10:00–16:00 Uhr',
  ae: 'من الأحد إلى الخميس، من 10:00 إلى 16:00',
  ka: 'კვირა–ხუთშაბათი, 10:00–16:00',
};
