import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo, UserInfoEnvelope, WhitelistResultEnvelope } from '@/api/gen/model';
import { customInstance } from '@/api/http';
import { buildKeySet } from '@/lib/permissions';
import { getToken } from '@/stores/session';

/*
 * The three calls the guard needs (user info and the two whitelists), written here with the generated query keys rather than imported from the
 * generated account, erp and job modules: the entry chunk would otherwise carry every hook of those modules (the login,
 * ERP and campus-job pages share them with it). The keys are the generated ones, so those pages read the same cache.
 */
export const userInfoOptions = () => ({
  queryKey: ['/xm-merchant/company/user/info'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => customInstance<UserInfoEnvelope>({ url: '/xm-merchant/company/user/info', method: 'POST', signal }),
});
export const erpWhitelistOptions = () => ({
  queryKey: ['/xm-merchant/erp/inWhitelist'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => customInstance<WhitelistResultEnvelope>({ url: '/xm-merchant/erp/inWhitelist', method: 'POST', signal }, { hideErrorMessage: true }),
});
export const jobWhitelistOptions = () => ({
  queryKey: ['/xm-job/merchant/job/operate/whiteList'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => customInstance<WhitelistResultEnvelope>({ url: '/xm-job/merchant/job/operate/whiteList', method: 'POST', signal }, { hideErrorMessage: true }),
});

/** Everything the guard and the layout know about the signed-in user. */
export interface Session {
  user: UserInfo;
  keys: ReadonlySet<string>;
  whitelist: { erp: boolean; job: boolean };
}

/** The session is cached until login or logout clears the query cache. */
const cached = { staleTime: Infinity, gcTime: Infinity, retry: false } as const;

async function whitelisted(p: Promise<{ inWhitelist: boolean } | null>): Promise<boolean> {
  try {
    return (await p)?.inWhitelist === true;
  } catch {
    return false;
  }
}

/**
 * Loads user info, then (for a verified company) the ERP and remote-task whitelists that give virtual keys.
 * Throws when user info cannot be loaded: the guard then clears the token and goes to login (spec §8).
 */
export async function loadSession(queryClient: QueryClient): Promise<Session> {
  // Not silent: an expired token toasts '登录状态已失效' on the way to login (spec §8).
  const user = await queryClient.ensureQueryData({ ...userInfoOptions(), ...cached });
  if (!user) throw new Error('用户信息为空');
  let whitelist = { erp: false, job: false };
  if (user.reviewStatus === 1) {
    const [erp, job] = await Promise.all([
      whitelisted(queryClient.ensureQueryData({ ...erpWhitelistOptions(), ...cached })),
      whitelisted(queryClient.ensureQueryData({ ...jobWhitelistOptions(), ...cached })),
    ]);
    whitelist = { erp, job };
  }
  return { user, keys: buildKeySet(user, whitelist), whitelist };
}

/**
 * Starts the guard's session requests at start-up when there is a token, beside the code that is still loading:
 * the guard (`loadSession` in `/_authed`'s beforeLoad) then finds them in flight or answered in the query cache,
 * instead of sending them only once antd's providers and the router are up. A failure is left to the guard, which
 * asks again and signs the user out as spec §8 says.
 */
export function prefetchSession(queryClient: QueryClient): void {
  if (!getToken()) return;
  loadSession(queryClient).catch(() => undefined);
}

/** Only same-site paths are followed after login (no open redirects). */
export function safeRedirect(target: unknown, fallback = '/overview'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.startsWith('/login')) return fallback;
  return target;
}
