import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Combo, Item } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CardGrid } from '../../../ui/card-grid';
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
  /** A combo card with its "View combo" link; the first (`index` 0) is on the first screen. */
  renderCombo: (combo: Combo, index: number) => ReactNode;
  /** The about teaser (from the content feature). */
  about?: ReactNode;
}

/** A home page section: its heading and line, an optional "see all" link, then its content. */
function HomeSection({
  name,
  className,
  link,
  children,
}: {
  /** Names the section's id (`home-<name>`) and its texts (`home.<name>_title`, `_text`). */
  name: 'combos' | 'categories' | 'specials';
  className: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = `home-${name}`;
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        <div className="spread-row section-head">
          <div>
            <h2 id={id} className="block-title">
              {t(`home.${name}_title`)}
            </h2>
            <p className="section-head__text">{t(`home.${name}_text`)}</p>
          </div>
          {link ? (
            <Link to={link.to} className="text-link">
              {link.label}
              <ArrowIcon width={18} height={18} className="icon-flip" />
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
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
        <HomeSection
          name="combos"
          className="section section--tight home-combos"
          link={{ to: paths.combos.getHref(), label: t('home.all_combos') }}
        >
          <CardGrid entries={combos} wide renderCard={renderCombo} />
        </HomeSection>
      ) : null}

      {categories.length > 0 ? (
        <HomeSection name="categories" className="section section--tight">
          <CategoryRow categories={categories} />
        </HomeSection>
      ) : null}

      {specials.length > 0 ? (
        <HomeSection
          name="specials"
          className="section"
          link={{ to: paths.menu.getHref(), label: t('home.full_menu') }}
        >
          <CardGrid entries={specials} renderCard={renderItem} />
        </HomeSection>
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
