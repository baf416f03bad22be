import { SubscriptionDetailsPage } from '../../features/subscriptions/pages/subscription-details-page';

export default SubscriptionDetailsPage;
