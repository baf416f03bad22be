import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartRoot } from '../../features/cart/components/cart-root';
import { SiteFooter } from '../../features/site/components/site-footer';
import { CURRENCY_STORAGE_KEY } from '../../lib/currency';
import { homeData } from '../../test/fixtures';
import { ok, stubFetch } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render';
import HomeRoute from './home';

const site = {
  site_name: 'Sufra',
  tagline: 'Fresh lunch, delivered to your desk',
  site_address: 'Building 1021, Road 3621, Seef, Manama',
  site_phone_number: '+973 1712 3456',
  site_email: 'hello@sufra-lunch.com',
  opening_hours: 'Sunday–Thursday, 10:00–16:00',
  currency_code: 'EUR',
  pages: { about: 1, privacy: 3, terms: 4, more: [{ id: 2, title: 'Delivery & ordering' }] },
};

const about = {
  id: 1,
  slug: 'about',
  meta_title: 'About Sufra',
  page_content: '<h2>Our story</h2><p>We cook every morning in Seef.</p><script>alert(1)</script>',
  updated_at: '2025-01-01',
};

describe('home page (spec §2 home, §7 GET /home)', () => {
  it('shows banners, categories, combos, specials and the about teaser', async () => {
    const calls = stubFetch({
      'GET /api/home': () => ok(homeData),
      'GET /api/pages/1': () => ok(about),
    });
    renderRoutes(
      [{ element: <CartRoot />, children: [{ path: '/', element: <HomeRoute /> }] }],
      '/',
    );

    expect(await screen.findByRole('heading', { name: 'Lunch, sorted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See combos/ })).toHaveAttribute(
      'href',
      '/food-combos',
    );
    expect(screen.getByRole('link', { name: /Salads/ })).toHaveAttribute(
      'href',
      '/menu?category=2',
    );
    expect(screen.getByText('14 dishes')).toBeInTheDocument();

    const combo = screen.getByRole('article', { name: 'Combo 1' });
    expect(combo).toHaveTextContent('1 × Choose your main');
    expect(within(combo).getByRole('button', { name: 'Customise' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);

    expect(await screen.findByText('We cook every morning in Seef.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/about');
    expect(calls.find((call) => call.path === '/api/home')?.query.get('language')).toBe('en');
  });

  it('formats prices in the currency of the site info and keeps it in local storage', async () => {
    stubFetch({
      'GET /api/home': () => ok(homeData),
      'GET /api/pages/1': () => ok(about),
      'GET /api/site-info': () => ok(site),
    });
    renderRoutes(
      [
        {
          element: <CartRoot />,
          children: [
            {
              path: '/',
              element: (
                <>
                  <HomeRoute />
                  <SiteFooter />
                </>
              ),
            },
          ],
        },
      ],
      '/',
    );
    expect(await screen.findByRole('link', { name: 'hello@sufra-lunch.com' })).toHaveAttribute(
      'href',
      'mailto:hello@sufra-lunch.com',
    );
    expect(screen.getByRole('link', { name: '+973 1712 3456' })).toHaveAttribute(
      'href',
      'tel:+97317123456',
    );
    // Every other published page is linked from the footer (issue 17).
    expect(screen.getByRole('link', { name: 'Delivery & ordering' })).toHaveAttribute(
      'href',
      '/pages/2',
    );
    await waitFor(() => expect(screen.getAllByTestId('product-card')[0]).toHaveTextContent('€'));
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
  });
});
