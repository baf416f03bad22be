import { LoginPage } from '../../features/auth/pages/login-page';

export default LoginPage;
