import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { CartLine } from '@storefront/shared';
import { ChunkBoundary } from '../../../lib/routing/lazy-page';
import { paths } from '../../../lib/routing/paths';
import { isLoggedIn, useSession } from '../../../lib/session/session';
import { useSiteInfo } from '../../../lib/site-info';
import { LoadingOverlay } from '../../../ui/loader';
import { notify } from '../../../ui/toast';

/** A combo as a card knows it; the modal loads the rest (GET /combo-items/{id}). */
export interface ComboRef {
  id: number;
  title?: string;
  price?: number;
}

/** Spec §2 combo modal modes: customise (add), edit (a cart line) and view (read-only). */
export type ComboModalRequest =
  { mode: 'customise'; combo: ComboRef } | { mode: 'edit' | 'view'; line: CartLine };

export interface ComboModalApi {
  /**
   * "Customise": needs a login (spec §6) unless the shop lets guests customise combos (issue 16
   * item 1); otherwise to /login and back with the combo in hand. `signIn` asks for it anyway
   * (the server refused the choices to this guest).
   */
  customise: (combo: ComboRef, options?: { signIn?: boolean }) => void;
  /** The cart's Edit and View on a combo line. */
  openLine: (mode: 'edit' | 'view', line: CartLine) => void;
}

const ComboModalContext = createContext<ComboModalApi | null>(null);

export function useComboModal(): ComboModalApi {
  const api = useContext(ComboModalContext);
  if (!api)
    throw new Error('useComboModal needs the cart root (features/cart/components/cart-root)');
  return api;
}

/** The item data carried through login (spec §2): `{ comboId }` of the combo to open. */
export interface CarriedCombo {
  comboId: number;
}

function carriedComboId(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const item = (state as { item?: unknown }).item;
  if (typeof item !== 'object' || item === null) return undefined;
  const id = (item as { comboId?: unknown }).comboId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

const AUTH_PAGE = /^\/(login|register)(?:[/?#]|$)/;

// The modal (Radix dialog, its texts, the combo calls) loads when first opened.
const ComboModal = lazy(() => import('./combo-modal'));

/**
 * Holds the one combo modal of the page. Pages open it through useComboModal(); coming back
 * from login with a carried combo (`state.item.comboId`) opens that combo.
 */
export function ComboModalProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const [request, setRequest] = useState<ComboModalRequest | null>(null);
  const [handledKey, setHandledKey] = useState<string | null>(null);

  // Back from login with a combo in hand: open it, once per arrival. Not on /login itself,
  // where the token appears a moment before the guard sends the shopper back.
  const carried = carriedComboId(location.state);
  const arrivedWithCombo =
    carried !== undefined && token !== null && !AUTH_PAGE.test(location.pathname);
  if (arrivedWithCombo && handledKey !== location.key) {
    setHandledKey(location.key);
    setRequest({ mode: 'customise', combo: { id: carried } });
  }

  const { pathname, search, hash } = location;
  useEffect(() => {
    if (!arrivedWithCombo) return;
    // Forget the carried combo, so a reload or coming Back does not open it again.
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [arrivedWithCombo, navigate, pathname, search, hash]);

  // Issue 16 item 1: a shop setting of GET /site-info; unknown yet counts as off (spec §6).
  const guestsMayCustomise = useSiteInfo().data?.guests_customise_combos === true;
  const customise = useCallback(
    (combo: ComboRef, options?: { signIn?: boolean }) => {
      if (!isLoggedIn() && (options?.signIn === true || !guestsMayCustomise)) {
        notify.error(t('error_login_to_continue'));
        const item: CarriedCombo = { comboId: combo.id };
        void navigate(paths.login.getHref(), {
          state: { from: { pathname, search, hash }, item },
        });
        return;
      }
      setRequest({ mode: 'customise', combo });
    },
    [navigate, t, pathname, search, hash, guestsMayCustomise],
  );

  const openLine = useCallback(
    (mode: 'edit' | 'view', line: CartLine) => setRequest({ mode, line }),
    [],
  );

  const api = useMemo(() => ({ customise, openLine }), [customise, openLine]);
  const close = useCallback(() => setRequest(null), []);
  const failed = useCallback(() => {
    notify.error(t('common.chunk_error_title'));
    setRequest(null);
  }, [t]);

  return (
    <ComboModalContext.Provider value={api}>
      {children}
      {request ? (
        <ChunkBoundary warning="[combo-modal] chunk failed to load" onFail={failed}>
          <Suspense fallback={<LoadingOverlay />}>
            <ComboModal request={request} onClose={close} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </ComboModalContext.Provider>
  );
}
