import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIsLoggedIn, useSession } from '../session/session';
import { useCartCount } from '../cart-count';
import { useHydrated } from '../hydration';
import { RecordSkeleton } from '../../ui/loader';
import { DEFAULT_AFTER_LOGIN, carriedStateOf, redirectTargetOf } from '../session/redirect-target';
import { paths } from './paths';

/**
 * Pages that need a login (spec §6, /dashboard and below): without a stored token, go to /login
 * carrying the way back (state.from). A session that ends while here (a 401, a logout in another
 * tab) lands there too. The server, which never knows the session, draws the page's outline
 * (with the shop's header and footer around it), and so does hydration; the browser's next render
 * decides.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { token, endedBy } = useSession();
  // Whether this page was shown signed in: hydration reads no session, so not its first render.
  const [openedLoggedIn, setOpenedLoggedIn] = useState(false);
  if (hydrated && token !== null && !openedLoggedIn) setOpenedLoggedIn(true);
  const location = useLocation();
  if (!hydrated) return <RecordSkeleton />;
  if (token === null) {
    // Logging out from here: the logout flow navigates to its own target (spec §4).
    if (openedLoggedIn && endedBy === 'logout') return null;
    return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />;
  }
  return children;
}

/**
 * /login and /register are closed to logged-in users (spec §2): with a token they go to the
 * redirect target of navigation state, default /dashboard, or /cart while the cart holds lines
 * (decision 048: someone who filled a cart and then signed in came to order). This is also how
 * a successful login leaves the login page: storing the token re-renders this guard, which
 * sends the shopper on with any carried item data.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const cartCount = useCartCount();
  if (loggedIn) {
    const fallback = cartCount > 0 ? paths.cart.getHref() : DEFAULT_AFTER_LOGIN;
    return (
      <Navigate
        to={redirectTargetOf(location.state, fallback)}
        replace
        state={carriedStateOf(location.state)}
      />
    );
  }
  return children;
}
