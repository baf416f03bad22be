import { ContactPage } from '../../features/content/pages/contact-page';
import { SiteContactCard } from '../../features/site/components/site-contact-card';

/** The contact form (content) beside the shop's address, phone and e-mail (site). */
export default function ContactRoute() {
  return <ContactPage aside={<SiteContactCard />} />;
}
