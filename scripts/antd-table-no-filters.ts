/**
 * Vite plugin: antd's Table without its column-filter dropdown. antd's table hooks import the dropdown statically,
 * and with it Tree, Radio, Checkbox groups, Menu and the filter search (about 13 KB compressed on every page with a
 * table, the order list among them: bench page-speed's JS by parts). No table of the app declares `filters` or
 * `filterDropdown` on a column; one that does gets a clear error from the stand-in instead of a silent nothing.
 */
import type { Plugin } from 'vite';

const STUB_ID = '\0antd-table-filter-dropdown-stub';

export function antdTableNoFilters(): Plugin {
  return {
    name: 'xm:antd-table-no-filters',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './FilterDropdown' && importer && /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/.test(importer)) return STUB_ID;
      return null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return `
export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = keys.concat(flattenKeys(children));
  });
  return keys;
}
export default function FilterDropdown() {
  throw new Error('antd Table 的列筛选（columns[].filters / filterDropdown）在本应用的构建中未启用：见 scripts/antd-table-no-filters.ts');
}
`;
    },
  };
}
