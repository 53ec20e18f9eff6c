import { defineArea } from '../../platform/area.ts';
import { accountHandlers } from './handlers.ts';
import { verifyHandlers } from './verify-handlers.ts';
import { seedDemo } from './seed.ts';

/** 登录、注册、入驻申请、企业认证（docs/onboarding.md）. */
export const accountArea = defineArea({
  name: 'account',
  handlers: { ...accountHandlers, ...verifyHandlers },
  seed: { seedDemo },
  tables: ['company', 'merchant_user', 'login_attempt', 'company_verify'],
});
