import { ResetPasswordPage } from '../../features/auth/pages/reset-password-page';

export default ResetPasswordPage;
