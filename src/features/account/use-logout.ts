import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { logout } from '@/api/gen/endpoints/account/account';
import { clearToken } from '@/stores/session';
import { resetTabs } from '@/stores/tabs';

/** Logout: tell the server (best effort), then forget the token, the cache and the open tabs. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout({ hideErrorMessage: true });
    } catch {
      /* the token is dropped locally either way */
    }
    clearToken();
    resetTabs();
    queryClient.clear();
    await navigate({ to: '/login', replace: true });
  };
}
