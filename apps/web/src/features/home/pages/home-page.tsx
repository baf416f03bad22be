import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Combo, Item } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ErrorState } from '../../../ui/error-state';
import { ArrowIcon } from '../../../ui/icons';
import { CardGridSkeleton } from '../../../ui/loader';
import { useHome } from '../api/get-home';
import { CategoryRow } from '../components/category-row';
import { HeroCarousel } from '../components/hero-carousel';
import { HowItWorks } from '../components/how-it-works';
import '../components/home.css';

export interface HomePageProps {
  /** A menu item card (from the catalog feature, composed by the app). */
  renderItem: (item: Item) => ReactNode;
  /** A combo card with its "View combo" link. */
  renderCombo: (combo: Combo) => ReactNode;
  /** The about teaser (from the content feature). */
  about?: ReactNode;
}

function SectionHead({
  id,
  title,
  text,
  link,
}: {
  id: string;
  title: string;
  text: string;
  link?: ReactNode;
}) {
  return (
    <div className="section-head">
      <div>
        <h2 id={id} className="section-head__title">
          {title}
        </h2>
        <p className="section-head__text">{text}</p>
      </div>
      {link}
    </div>
  );
}

export function HomePage({ renderItem, renderCombo, about }: HomePageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  const home = useHome();

  if (home.isPending) {
    return (
      <div className="container section section--tight">
        <CardGridSkeleton cards={3} banner />
      </div>
    );
  }
  if (home.isError) {
    return (
      <div className="container">
        <ErrorState onRetry={() => void home.refetch()} />
      </div>
    );
  }

  const { banners, categories, featured_combos: combos, special_items: specials } = home.data;
  return (
    <>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <div className="container">
        <HeroCarousel banners={banners} />
      </div>

      {/* The lunch combos first, right under the banner: on a phone they are the food in sight
          on the first screen (issue 17 item 10). */}
      {combos.length > 0 ? (
        <section className="section section--tight home-combos" aria-labelledby="home-combos">
          <div className="container">
            <SectionHead
              id="home-combos"
              title={t('home.combos_title')}
              text={t('home.combos_text')}
              link={
                <Link to={paths.combos.getHref()} className="text-link">
                  {t('home.all_combos')}
                  <ArrowIcon width={18} height={18} className="icon-flip" />
                </Link>
              }
            />
            <ul className="card-grid card-grid--wide">
              {combos.map((combo) => (
                <li key={combo.id}>{renderCombo(combo)}</li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {categories.length > 0 ? (
        <section className="section section--tight" aria-labelledby="home-categories">
          <div className="container">
            <SectionHead
              id="home-categories"
              title={t('home.categories_title')}
              text={t('home.categories_text')}
            />
            <CategoryRow categories={categories} />
          </div>
        </section>
      ) : null}

      {specials.length > 0 ? (
        <section className="section" aria-labelledby="home-specials">
          <div className="container">
            <SectionHead
              id="home-specials"
              title={t('home.specials_title')}
              text={t('home.specials_text')}
              link={
                <Link to={paths.menu.getHref()} className="text-link">
                  {t('home.full_menu')}
                  <ArrowIcon width={18} height={18} className="icon-flip" />
                </Link>
              }
            />
            <ul className="card-grid">
              {specials.map((item) => (
                <li key={item.id}>{renderItem(item)}</li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <HowItWorks />

      {about ? (
        <section className="section" aria-label={t('about.title')}>
          <div className="container">{about}</div>
        </section>
      ) : null}
    </>
  );
}
