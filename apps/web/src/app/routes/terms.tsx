import { TermsPage } from '../../features/content/pages/terms-page';

export default TermsPage;
