import { RegisterPage } from '../../features/auth/pages/register-page';

export default RegisterPage;
