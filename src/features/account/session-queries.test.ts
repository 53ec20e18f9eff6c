import { describe, expect, it } from 'vitest';
import { getUserInfoQueryKey } from '@/api/gen/endpoints/account/account';
import { getErpInWhitelistQueryKey } from '@/api/gen/endpoints/open-erp/open-erp';
import { getJobWhiteListQueryKey } from '@/api/gen/endpoints/remote-task/remote-task';
import { erpWhitelistOptions, jobWhitelistOptions, userInfoOptions } from './session';

describe('the guard’s session queries', () => {
  it('use the generated query keys, so the generated hooks read the same cache', () => {
    expect(userInfoOptions().queryKey).toEqual(getUserInfoQueryKey());
    expect(erpWhitelistOptions().queryKey).toEqual(getErpInWhitelistQueryKey());
    expect(jobWhitelistOptions().queryKey).toEqual(getJobWhiteListQueryKey());
  });
});
