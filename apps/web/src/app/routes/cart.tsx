import { CartPage } from '../../features/cart/pages/cart-page';

export default CartPage;
