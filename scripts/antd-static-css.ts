/**
 * antd's component stylesheet, generated once at build time instead of in every browser at run time.
 *
 * antd 6 writes each component's CSS in the browser (CSS-in-JS) the first time the component renders: on a cold load
 * of the order list that was about 170 ms of the first render, before the first paint. Here the same CSS is generated
 * in Node from the app's fixed theme (src/app/antd-theme.ts: unhashed class names and spec §9's breakpoints) by
 * @ant-design/static-style-extract, served as the module `virtual:antd.css`, and the app runs antd with
 * `zeroRuntime: true`.
 *
 * What is dropped: the rules that only set the theme's CSS variables. Their selectors carry the build's theme key
 * (`.css-var-_R_0_…`), which never matches in the browser, where antd still sets those variables itself: the global
 * tokens and each component's tokens, from the merchant's primary colour. (Component rules that set variables of
 * their own, such as a button colour's `--ant-btn-…`, stay.)
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import MagicString from 'magic-string';
import postcss from 'postcss';
import type { Plugin } from 'vite';
import { STATIC_THEME } from '../src/app/antd-theme.ts';

export const ANTD_CSS_ID = 'virtual:antd.css';
const RESOLVED_ID = `\0${ANTD_CSS_ID}`;
/** The theme key antd gives a theme during the build (from React's useId): `.css-var-_R_0_`, `.css-var-_R_29n_`. */
const BUILD_THEME_KEY = /\.css-var-_/;

/**
 * antd's reset and the stylesheet of every antd component for `theme` (without the rules that only set the build
 * theme's CSS variables), in two cascade layers below everything unlayered: the app's own CSS overrides antd's
 * whatever order the browser loads the chunks' stylesheets in (run-time antd styles would be inserted first).
 */
export function generateAntdCss(root: string, theme: object = STATIC_THEME): string {
  const require = createRequire(path.join(root, 'package.json'));
  const React = require('react') as typeof import('react');
  const { ConfigProvider } = require('antd') as typeof import('antd');
  const { extractStyle } = require('@ant-design/static-style-extract') as typeof import('@ant-design/static-style-extract');
  // Rendering every component makes antd warn about its own deprecated ones (Input.Group, List): not about this app.
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (!(typeof args[0] === 'string' && args[0].startsWith('Warning: [antd:'))) error(...args);
  };
  let css: string;
  try {
    css = extractStyle((node) => React.createElement(ConfigProvider, { theme }, node));
  } finally {
    console.error = error;
  }
  const ast = postcss.parse(css);
  ast.walkRules((rule) => {
    if (!BUILD_THEME_KEY.test(rule.selector)) return;
    const decls = rule.nodes.filter((n) => n.type === 'decl');
    if (decls.length === rule.nodes.length && decls.every((d) => d.prop.startsWith('--'))) rule.remove();
  });
  ast.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  const reset = fs.readFileSync(require.resolve('antd/dist/reset.css'), 'utf8');
  return `@layer antd-reset, antd;\n@layer antd-reset {\n${reset}\n}\n@layer antd {\n${ast.toString()}\n}\n`;
}

/** antd's helpers that turn a component's style function into its style hook; the style function is argument 2. */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const ANTD_STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+[\\/]style[\\/][^\\/]+\.js$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * In antd's style modules (`antd/es/<component>/style/*.js`), replaces the style function handed to antd's style-hook
 * factories with `() => []`. With `zeroRuntime` the hooks return before they would call it (the CSS comes from
 * virtual:antd.css), so the browser bundle can drop every style generator behind it. The token functions stay:
 * antd still sets the CSS variables at run time. Returns null when the module has no such call.
 */
export function dropStyleFunctions(code: string, ast: Node): MagicString | null {
  const out = new MagicString(code);
  let changed = false;
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    const n = node as Node;
    const callee = n.callee as Node | undefined;
    const args = n.arguments as Node[] | undefined;
    if (n.type === 'CallExpression' && callee?.type === 'Identifier' && STYLE_HOOK_FACTORIES.has(callee.name as string) && args && args.length >= 2) {
      const fn = args[1]!;
      if (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression' || fn.type === 'Identifier') {
        out.overwrite(fn.start, fn.end, '() => []');
        changed = true;
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type' && value && typeof value === 'object') visit(value);
  };
  visit(ast);
  return changed ? out : null;
}

/** Serves `import 'virtual:antd.css'` (empty under Vitest, whose jsdom tests load no CSS). */
export function antdStaticCss(): Plugin[] {
  return [antdCssModule(), antdDropStyleFunctions()];
}

/** Build only: the browser bundle without antd's style generators (see dropStyleFunctions). */
function antdDropStyleFunctions(): Plugin {
  return {
    name: 'xm:antd-drop-style-functions',
    apply: 'build',
    transform(code, id) {
      if (!ANTD_STYLE_MODULE.test(id) || !/gen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(code)) return null;
      const next = dropStyleFunctions(code, this.parse(code) as unknown as Node);
      return next === null ? null : { code: next.toString(), map: next.generateMap({ hires: true, source: id }) };
    },
  };
}

function antdCssModule(): Plugin {
  let root = process.cwd();
  let css: string | undefined;
  return {
    name: 'xm:antd-static-css',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === ANTD_CSS_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (process.env.VITEST) return '';
      css ??= generateAntdCss(root);
      return css;
    },
  };
}
