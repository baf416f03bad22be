import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { adminCatalogSection } from './catalog/routes';
import { adminCatalogTexts } from './catalog/texts';
import { adminContentSection } from './content/routes';
import { adminContentTexts } from './content/texts';
import { adminOrdersSection } from './orders/routes';
import { adminOrdersTexts } from './orders/texts';
import { adminPaymentsSection } from './payments/routes';
import { adminPaymentsTexts } from './payments/texts';
import { adminPlacesSection } from './places/routes';
import { adminPlacesTexts } from './places/texts';
import { adminPromotionsSection } from './promotions/routes';
import { adminPromotionsTexts } from './promotions/texts';
import { AdminLayout } from './shell/admin-layout';
import { registerAdminTexts } from './shell/define-texts';
import { RequireAdmin } from './shell/require-admin';
import type { AdminSection } from './shell/section';
import { adminShellTexts } from './shell/texts';

// The back office's texts travel in this chunk: customers never download them (issue 7).
registerAdminTexts(adminShellTexts);
registerAdminTexts(adminOrdersTexts);
registerAdminTexts(adminCatalogTexts);
registerAdminTexts(adminPlacesTexts);
registerAdminTexts(adminContentTexts);
registerAdminTexts(adminPromotionsTexts);
registerAdminTexts(adminPaymentsTexts);

const SECTIONS: AdminSection[] = [
  adminOrdersSection,
  adminPaymentsSection,
  adminPromotionsSection,
  adminCatalogSection,
  adminPlacesSection,
  adminContentSection,
];

/** /admin itself: a part's own start page when one declares it, else the first page. */
function startRoute(): RouteObject {
  const declared = SECTIONS.flatMap((section) => section.routes).find((route) => route.index);
  if (declared) return declared;
  const first = SECTIONS.flatMap((section) => section.nav)[0];
  return { index: true, element: first ? <Navigate to={first.to} replace /> : null };
}

/**
 * The back office (issue 7), mounted at /admin/* as its own lazy chunk. Operators only
 * (RequireAdmin); every part brings its pages and navigation entries (AdminSection).
 */
export default function AdminApp() {
  return useRoutes([
    {
      element: (
        <RequireAdmin>
          <AdminLayout sections={SECTIONS} />
        </RequireAdmin>
      ),
      children: [
        startRoute(),
        ...SECTIONS.flatMap((section) => section.routes.filter((route) => !route.index)),
        { path: '*', element: <Navigate to="." replace /> },
      ],
    },
  ]);
}
