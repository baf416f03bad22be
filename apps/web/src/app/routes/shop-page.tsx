import { ShopPage } from '../../features/content/pages/shop-page';

export default ShopPage;
