import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import path from 'node:path';

/** Imports flow one way: shared (api, lib, stores, components) -> features -> app -> routes. */
const ANTD = { name: 'antd', message: '请使用 antd/es/<组件> 的深路径导入，保持分包。' };
const SHARED = ['src/api/**', 'src/lib/**', 'src/stores/**', 'src/components/**'];
const SERVER_NOT_SRC = { group: ['@/*', '../src/*', '../../src/*'], message: '服务端不依赖前端代码。' };

/**
 * Front-end import zones (docs/architecture.md): shared (src/api, src/lib, src/stores, src/components) -> features ->
 * app -> routes. A feature never imports another feature (move the piece to src/components or src/lib); shared code
 * never imports a feature, the app shell or a route; the app never imports a route file (the generated route tree is
 * the one way in). Each import (static, dynamic, re-export) is resolved to a path under src/ before it is judged, so
 * '@/features/x', '../x' and '../../features/x' are caught alike.
 */
const SRC = path.resolve(import.meta.dirname, 'src');
const SHARED_DIRS = ['api', 'lib', 'stores', 'components'];
function zoneOf(abs) {
  const rel = path.relative(SRC, abs);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, area] = rel.split(path.sep);
  if (top === 'features') return { zone: 'features', area };
  if (SHARED_DIRS.includes(top)) return { zone: 'shared' };
  if (top === 'app' || top === 'routes') return { zone: top };
  return { zone: 'root' };
}
function zoneError(from, to) {
  if (from.zone === 'features' && to.zone === 'features' && from.area !== to.area) return `业务域 features/${from.area} 不能引用 features/${to.area}：把共用的部分移到 src/components 或 src/lib。`;
  if (from.zone === 'features' && (to.zone === 'app' || to.zone === 'routes')) return `features 不能依赖 src/${to.zone}（单向依赖）。`;
  if (from.zone === 'shared' && (to.zone === 'features' || to.zone === 'app' || to.zone === 'routes')) return `共享代码不能依赖 src/${to.zone}（单向依赖）。`;
  if (from.zone === 'app' && to.zone === 'routes') return 'src/app 不能引用路由文件（经生成的 routeTree.gen 进入）。';
  return null;
}
const zonesPlugin = {
  rules: {
    'import-zones': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = zoneOf(context.filename);
        if (!from) return {};
        const check = (node) => {
          const spec = node?.value;
          if (typeof spec !== 'string') return;
          let abs;
          if (spec.startsWith('@/')) abs = path.join(SRC, spec.slice(2));
          else if (spec.startsWith('.')) abs = path.resolve(path.dirname(context.filename), spec);
          else return;
          const to = zoneOf(abs);
          const msg = to && zoneError(from, to);
          if (msg) context.report({ node, message: msg });
        };
        return {
          ImportDeclaration: (n) => check(n.source),
          ExportNamedDeclaration: (n) => check(n.source),
          ExportAllDeclaration: (n) => check(n.source),
          ImportExpression: (n) => check(n.source),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/api/gen/**', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'coverage', '.tmp', 'bench/.cache'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures must destructure their (empty) dependencies.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-imports': [
        'error',
        {
          // Whole-package antd imports pull every component into one chunk: import from antd/es/<component>.
          paths: [ANTD],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: SHARED,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ANTD],
          patterns: [
            { group: ['@/features/*', '@/app/*', '@/routes/*', '../features/*', '../app/*'], message: '共享代码不能依赖 features/app/routes（单向依赖）。' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ANTD],
          patterns: [
            { group: ['@/app/*', '@/routes/*'], message: 'features 不能依赖 app/routes（单向依赖）。' },
          ],
        },
      ],
    },
  },
  {
    // The accessibility gate lives in the shared `test` of tests/e2e/support/fixtures.ts: a spec that takes `test`
    // or `expect` from '@playwright/test' itself would run without it. Type imports stay allowed.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/fixtures.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: '浏览器测试从 ./support/fixtures 导入 test 与 expect（其中带无障碍检查）；@playwright/test 只能导入类型。',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_NOT_SRC] }],
    },
  },
  {
    // Server areas (docs/architecture.md): another area is reached only through its face, server/modules/<area>/index.ts
    // (or through events); every rule about time reads the platform clock. Tests and test helpers may reach further.
    // No cycle between areas: server/architecture.test.ts builds the module graph (eslint-plugin-import is not installed).
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/index.ts', 'server/modules/**/*.test.ts', 'server/modules/**/*testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NOT_SRC,
            { regex: '^\\.\\./(?!\\.)[^/]+/(?!index\\.ts$)', message: '只能经另一个域的 index.ts（它的公开接口）导入，不能直接导入它的内部文件。' },
            { regex: '^\\.\\./\\.\\./modules/', message: '域之间用相对路径 ../<域>/index.ts 导入。' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: '时间规则读平台时钟：ctx.deps.clock.now() 或 server/lib/clock.ts 的 clock.now()；只量耗时用 performance.now()。' },
      ],
    },
  },
  {
    // Front-end import zones (see zonesPlugin above).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/gen/**', 'src/routeTree.gen.ts'],
    plugins: { 'xm-zones': zonesPlugin },
    rules: { 'xm-zones/import-zones': 'error' },
  },
);
