import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { ArrowIcon } from '../../../ui/icons';
import { InlineLoader } from '../../../ui/loader';
import { usePage } from '../api/get-page';
import { RichContent, firstParagraph } from './rich-content';
import { ABOUT_IMAGE, PAGE_IDS } from '@storefront/shared';

/**
 * The about block (spec §2): page content and an image. Shown in full on /about and as a teaser
 * on home; its "Learn More" link is hidden on the about route.
 */
export function AboutBlock({ variant = 'full' }: { variant?: 'full' | 'teaser' }) {
  const { t } = useTranslation();
  const page = usePage(PAGE_IDS.about);
  const onAboutRoute = useMatch(paths.about.path) !== null;
  const html = page.data?.page_content ?? '';
  const teaser = useMemo(
    () => (variant === 'teaser' && html ? firstParagraph(html) : ''),
    [html, variant],
  );

  if (variant === 'teaser' && page.isPending) return <InlineLoader />;
  if (!page.data) return null;

  return (
    <div className={`about-block about-block--${variant}`}>
      <div className="about-block__media">
        {/* `loading` before `src`, as in ui/food-image.tsx: a lazy picture waits for its turn.
            On the about page the picture is the first screen's largest: it comes first. */}
        <img
          loading={variant === 'full' ? 'eager' : 'lazy'}
          fetchPriority={variant === 'full' ? 'high' : 'auto'}
          decoding="async"
          src={ABOUT_IMAGE}
          alt={t('about.image_alt')}
          width={560}
          height={420}
        />
      </div>
      <div className="about-block__text">
        {variant === 'teaser' ? (
          <>
            <p className="eyebrow">{t('about.teaser_kicker')}</p>
            <h2 className="about-block__title">{page.data.meta_title}</h2>
            <p className="about-block__lead">{teaser}</p>
          </>
        ) : (
          <RichContent html={html} />
        )}
        {onAboutRoute ? null : (
          <Link to={paths.about.getHref()} className="button button--secondary">
            {t('about.learn_more')}
            {/* Read by screen readers and search engines: where "Learn More" leads. */}
            {page.data?.meta_title ? (
              <span className="visually-hidden">: {page.data.meta_title}</span>
            ) : null}
            <ArrowIcon width={18} height={18} className="icon-flip" />
          </Link>
        )}
      </div>
    </div>
  );
}
