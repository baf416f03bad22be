import { OrderDetailsPanel } from '../../features/orders/pages/order-details-panel';

export default OrderDetailsPanel;
