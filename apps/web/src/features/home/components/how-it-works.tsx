import { useTranslation } from 'react-i18next';
import { BikeIcon, BowlIcon, SlidersIcon } from '../../../ui/icons';

const STEPS = [
  { icon: BowlIcon, title: 'home.how_step1_title', text: 'home.how_step1_text' },
  { icon: SlidersIcon, title: 'home.how_step2_title', text: 'home.how_step2_text' },
  { icon: BikeIcon, title: 'home.how_step3_title', text: 'home.how_step3_text' },
] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="how" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title" className="how__title">
          {t('home.how_title')}
        </h2>
        <ol className="stack-list how__steps">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="how__step">
              <span className="icon-disc how__icon">
                <Icon width={28} height={28} />
                <span className="icon-disc how__number" aria-hidden="true">
                  {index + 1}
                </span>
              </span>
              <h3 className="how__step-title">{t(title)}</h3>
              <p className="how__step-text">{t(text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
