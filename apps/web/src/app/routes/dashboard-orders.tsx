import { OrdersPanel } from '../../features/orders/pages/orders-panel';

export default OrdersPanel;
