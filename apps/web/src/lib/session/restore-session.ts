import { accountPaths, type Profile, type SessionUser } from '@storefront/shared';
import { apiClient } from '../api-client';
import { restoreSession } from './session';

/** The session user from GET /profile, when the stored copy cannot be opened. */
async function fetchSessionUser(): Promise<SessionUser | null> {
  const answer = await apiClient.get<Profile>(accountPaths.profile);
  const profile = answer.responseData;
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    is_wholesale: profile.is_wholesale,
    user_type: profile.user_type,
    role: profile.role,
    profile_image: profile.profile_image,
  };
}

/** Start-up and other tabs: bring back the user of a stored token. */
export function restoreStoredSession(): Promise<void> {
  return restoreSession(fetchSessionUser);
}
