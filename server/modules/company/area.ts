import { defineArea } from '../../platform/area.ts';
import { companyHandlers } from './handlers.ts';
import { seedDemo } from './seed.ts';

/** 公司设置、转让负责人、关店（docs/company.md）. */
export const companyArea = defineArea({
  name: 'company',
  handlers: companyHandlers,
  seed: { seedDemo },
  tables: ['company_setting', 'company_change_request', 'company_closure'],
});
