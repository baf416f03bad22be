import { OrderStatusPage } from '../../features/orders/pages/order-status-page';

export default OrderStatusPage;
