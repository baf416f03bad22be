import { ThankYouPage } from '../../features/subscriptions/pages/thank-you-page';

export default ThankYouPage;
