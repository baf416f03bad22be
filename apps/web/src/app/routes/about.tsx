import { AboutPage } from '../../features/content/pages/about-page';

export default AboutPage;
