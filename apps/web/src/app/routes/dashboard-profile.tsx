import { ProfilePanel } from '../../features/dashboard/components/profile-panel';

export default ProfilePanel;
