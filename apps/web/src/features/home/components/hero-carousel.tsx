import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@storefront/shared';
import { ArrowIcon, ChevronIcon } from '../../../ui/icons';
import { FoodImage } from '../../../ui/food-image';

/** A banner link must stay inside the shop (the schema says so; this makes sure). */
function safeLink(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? link : '/menu';
}

/**
 * The home hero: one banner at a time with previous/next and dot controls. No auto-advance, so
 * nothing moves under the reader (WCAG 2.2.2) and keyboard users stay in control.
 */
export function HeroCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (banners.length === 0) return null;
  const current = Math.min(index, banners.length - 1);
  const total = banners.length;
  const go = (next: number) => setIndex((next + total) % total);

  return (
    <section className="hero" aria-roledescription="carousel" aria-label={t('home.hero_label')}>
      <div className="hero__viewport" aria-live="polite">
        {banners.map((banner, position) => (
          <div
            key={banner.id}
            className="hero__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.slide_label', { current: position + 1, total })}
            hidden={position !== current}
          >
            <div className="hero__media">
              <FoodImage
                src={banner.image}
                alt=""
                eager={position === 0}
                width={1600}
                height={640}
              />
            </div>
            <div className="hero__text">
              <h2 className="hero__title">{banner.title}</h2>
              <p className="hero__subtitle">{banner.subtitle}</p>
              <Link to={safeLink(banner.link)} className="button button--primary hero__cta">
                {banner.cta_label}
                <ArrowIcon width={18} height={18} className="icon-flip" />
              </Link>
            </div>
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className="hero__controls">
          <button
            type="button"
            className="hero__arrow"
            aria-label={t('home.previous_slide')}
            onClick={() => go(current - 1)}
          >
            <ChevronIcon className="hero__arrow-icon hero__arrow-icon--previous" />
          </button>
          <div className="hero__dots">
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className="hero__dot"
                aria-label={t('home.go_to_slide', { number: position + 1 })}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => go(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className="hero__arrow"
            aria-label={t('home.next_slide')}
            onClick={() => go(current + 1)}
          >
            <ChevronIcon className="hero__arrow-icon" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
