import { PrivacyPage } from '../../features/content/pages/privacy-page';

export default PrivacyPage;
