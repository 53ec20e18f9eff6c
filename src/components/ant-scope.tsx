import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

function Passthrough({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * How a page drawn without antd (route staticData `withoutAntd`) wraps the antd parts it shows later (a dialog after
 * login): with antd's providers (theme, locale, App context), loaded on demand. The app provides it
 * (src/app/ant-shell.tsx); inside antd's providers, and in tests, it is a passthrough.
 */
export const AntScopeContext = createContext<ComponentType<{ children?: ReactNode }>>(Passthrough);

/** Renders `children` inside antd's providers (see AntScopeContext). */
export function AntScope({ children }: { children?: ReactNode }) {
  const Scope = useContext(AntScopeContext);
  return <Scope>{children}</Scope>;
}
