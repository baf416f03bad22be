import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';

export default DashboardPage;
