import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AntScopeContext } from '@/components/ant-scope';
import { clearToken, getToken } from '@/stores/session';

const api = vi.hoisted(() => ({
  login: vi.fn(),
  smsLogin: vi.fn(),
  sendCode: vi.fn(),
  pending: { login: false, smsLogin: false, sendCode: false },
}));
vi.mock('@/api/gen/endpoints/account/account', () => ({
  useLogin: () => ({ mutateAsync: api.login, isPending: api.pending.login }),
  useLoginSmsCode: () => ({ mutateAsync: api.smsLogin, isPending: api.pending.smsLogin }),
  useUserSmsCode: () => ({ mutateAsync: api.sendCode, isPending: api.pending.sendCode }),
}));
const toast = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@/lib/feedback', () => ({ feedback: { success: toast.success, error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('./password-tip', () => ({
  default: ({ onSkip }: { onSkip: () => void }) => (
    <div role="dialog" aria-label="建议修改密码">
      <button type="button" onClick={onSkip}>
        稍后再说
      </button>
    </div>
  ),
}));

import { loginColours, LoginPage, SMS_COUNTDOWN_SECONDS } from './login-page';

function setup(initial = '/login', scope?: (p: { children?: ReactNode }) => ReactNode) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const login = createRoute({
    getParentRoute: () => root,
    path: '/login/',
    validateSearch: (s: Record<string, unknown>) => (typeof s.redirect === 'string' ? { redirect: s.redirect } : {}),
    component: LoginPage,
  });
  const overview = createRoute({ getParentRoute: () => root, path: '/overview', component: () => <p>店铺概况页</p> });
  const finance = createRoute({ getParentRoute: () => root, path: '/finance/overview', component: () => <p>资金概览页</p> });
  const router = createRouter({ routeTree: root.addChildren([login, overview, finance]), history: createMemoryHistory({ initialEntries: [initial] }) });
  const queryClient = new QueryClient();
  const tree = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  render(scope ? <AntScopeContext.Provider value={scope as never}>{tree}</AntScopeContext.Provider> : tree);
  return { router, queryClient };
}

beforeEach(() => {
  api.login.mockReset();
  api.smsLogin.mockReset();
  api.sendCode.mockReset();
  api.pending = { login: false, smsLogin: false, sendCode: false };
  toast.success.mockReset();
});
afterEach(() => {
  clearToken();
  vi.useRealTimers();
});

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('<LoginPage> (drawn without antd)', () => {
  it('has two ARIA tabs; arrows move the selection and the focus, the panel is labelled by its tab', async () => {
    setup();
    const pwdTab = await screen.findByRole('tab', { name: '账号密码登录' });
    const smsTab = screen.getByRole('tab', { name: '短信验证码登录' });
    expect(pwdTab).toHaveAttribute('aria-selected', 'true');
    expect(pwdTab).toHaveAttribute('tabindex', '0');
    expect(smsTab).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: '账号密码登录' })).toBeInTheDocument();

    pwdTab.focus();
    fireEvent.keyDown(pwdTab, { key: 'ArrowRight' });
    expect(smsTab).toHaveAttribute('aria-selected', 'true');
    expect(smsTab).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: '短信验证码登录' })).toBeInTheDocument();
    fireEvent.keyDown(smsTab, { key: 'ArrowRight' }); // wraps around
    expect(pwdTab).toHaveFocus();
    fireEvent.keyDown(pwdTab, { key: 'End' });
    expect(smsTab).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(smsTab, { key: 'Home' });
    expect(pwdTab).toHaveAttribute('aria-selected', 'true');
  });

  it('labels the fields and shows antd Form messages on submit and while typing', async () => {
    setup();
    const phone = await screen.findByLabelText('手机号');
    const password = screen.getByLabelText('密码');
    expect(phone).toHaveAttribute('placeholder', '请输入手机号');
    expect(password).toHaveAttribute('type', 'password');

    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入手机号')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('请输入手机号');
    expect(api.login).not.toHaveBeenCalled();

    type(phone, '138');
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    type(phone, '13800000001');
    expect(screen.queryByText('请输入正确的手机号')).toBeNull();
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('the eye shows and hides the password', async () => {
    setup();
    const password = await screen.findByLabelText('密码');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in by password: clears the cache, keeps the token, toasts and goes to the safe redirect', async () => {
    api.login.mockResolvedValue({ authToken: 'tok-1', pwdUpdateTips: false });
    const { router, queryClient } = setup('/login?redirect=%2Ffinance%2Foverview');
    queryClient.setQueryData(['stale'], 1);
    type(await screen.findByLabelText('手机号'), '13800000001');
    type(screen.getByLabelText('密码'), 'Demo@123456');
    fireEvent.submit(screen.getByRole('button', { name: '登 录' }).closest('form')!);
    expect(await screen.findByText('资金概览页')).toBeInTheDocument();
    expect(api.login).toHaveBeenCalledWith({ data: { phone: '13800000001', password: 'Demo@123456' } });
    expect(getToken()).toBe('tok-1');
    expect(queryClient.getQueryData(['stale'])).toBeUndefined();
    expect(toast.success).toHaveBeenCalledWith('登录成功');
    expect(router.state.location.pathname).toBe('/finance/overview');
  });

  it('a failed login (the server message is toasted by the HTTP layer) stays on the page', async () => {
    api.login.mockRejectedValue(new Error('手机号或密码错误'));
    const { router } = setup();
    type(await screen.findByLabelText('手机号'), '13800000001');
    type(screen.getByLabelText('密码'), 'Wrong@123456');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(api.login).toHaveBeenCalled());
    await act(async () => {});
    expect(getToken()).toBeFalsy();
    expect(toast.success).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toMatch(/^\/login\/?$/);
  });

  it('shows the loading state while signing in and ignores a second press', async () => {
    api.pending.login = true;
    setup();
    const button = await screen.findByRole('button', { name: '登 录' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    type(screen.getByLabelText('手机号'), '13800000001');
    type(screen.getByLabelText('密码'), 'x');
    fireEvent.click(button);
    expect(api.login).not.toHaveBeenCalled();
  });

  it('SMS: the code button checks the phone, sends, toasts and counts down 60 s', async () => {
    api.sendCode.mockResolvedValue({});
    setup();
    fireEvent.click(await screen.findByRole('tab', { name: '短信验证码登录' }));
    const panel = screen.getByRole('tabpanel', { name: '短信验证码登录' });
    const phone = screen.getByLabelText('手机号');
    expect(panel).toContainElement(phone);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.queryByText('请输入验证码')).toBeNull(); // only the phone is checked
    expect(api.sendCode).not.toHaveBeenCalled();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    type(phone, '13700005678');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(api.sendCode).toHaveBeenCalledWith({ data: { phone: '13700005678' } });
    expect(toast.success).toHaveBeenCalledWith('验证码已发送，请注意查收');
    const waiting = screen.getByRole('button', { name: `${SMS_COUNTDOWN_SECONDS} 秒后重发` });
    expect(waiting).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: `${SMS_COUNTDOWN_SECONDS - 1} 秒后重发` })).toBeDisabled();
  });

  it('SMS: the code must be six digits; a valid form signs in (and registers)', async () => {
    api.smsLogin.mockResolvedValue({ authToken: 'tok-2', pwdUpdateTips: false });
    setup();
    fireEvent.click(await screen.findByRole('tab', { name: '短信验证码登录' }));
    type(screen.getByLabelText('手机号'), '13700005678');
    type(screen.getByLabelText('验证码'), '12');
    expect(screen.getByText('验证码为 6 位数字')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '登录 / 注册' }));
    expect(api.smsLogin).not.toHaveBeenCalled();
    type(screen.getByLabelText('验证码'), '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录 / 注册' }));
    expect(await screen.findByText('店铺概况页')).toBeInTheDocument();
    expect(api.smsLogin).toHaveBeenCalledWith({ data: { phone: '13700005678', code: '123456' } });
    expect(getToken()).toBe('tok-2');
  });

  it('after a login with pwdUpdateTips, shows the password tip inside antd (AntScope) before entering', async () => {
    api.login.mockResolvedValue({ authToken: 'tok-3', pwdUpdateTips: true });
    const scoped: string[] = [];
    setup('/login', ({ children }) => {
      scoped.push('ant');
      return <div data-testid="ant-scope">{children}</div>;
    });
    type(await screen.findByLabelText('手机号'), '13800000003');
    type(screen.getByLabelText('密码'), 'Demo@123456');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    const tip = await screen.findByRole('dialog', { name: '建议修改密码' });
    expect(screen.getByTestId('ant-scope')).toContainElement(tip);
    expect(scoped.length).toBeGreaterThan(0);
    expect(screen.queryByText('店铺概况页')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '稍后再说' }));
    expect(await screen.findByText('店铺概况页')).toBeInTheDocument();
  });

  it('links to feedback and the ERP guide', async () => {
    setup();
    expect(await screen.findByRole('link', { name: '意见反馈' })).toHaveAttribute('href', '/feedback');
    expect(screen.getByRole('link', { name: 'ERP 对接指南' })).toHaveAttribute('href', '/white/open/erp/guide');
  });
});

describe('loginColours', () => {
  it("uses antd-theme's accessible shades of the primary colour", () => {
    expect(loginColours('#1890FF')).toMatchObject({
      '--xm-signin-primary': '#1890FF',
      '--xm-signin-text': '#096dd9',
      '--xm-signin-text-hover': '#0050b3',
      '--xm-signin-text-active': '#003a8c',
      '--xm-signin-primary-hover': '#40a9ff',
    });
  });
});
