import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { render } from '@testing-library/react';
import App from 'antd/es/app';
import staticMessage from 'antd/es/message';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import {
  bindFeedback,
  createThrottle,
  ERROR_TOAST_INTERVAL_MS,
  feedback,
  getFeedbackApi,
  resetErrorToastThrottle,
  setErrorToastClock,
  setFeedbackWaker,
  WAIT_FOR_BINDING_MS,
  throttledErrorToast,
  type FeedbackApi,
} from './feedback';
import { FeedbackBinder } from './feedback-binder';

function fakeApi(): FeedbackApi & { message: Record<'error' | 'success' | 'warning' | 'info', ReturnType<typeof vi.fn>> } {
  const message = { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() };
  return {
    message: message as unknown as MessageInstance & typeof message,
    notification: {} as NotificationInstance,
    modal: {} as HookAPI,
  };
}

let unbind: (() => void) | undefined;

afterEach(() => {
  unbind?.();
  unbind = undefined;
  vi.restoreAllMocks();
  setErrorToastClock();
});

describe('feedback', () => {
  it("falls back to antd's static message (loaded on demand) before anything is bound", async () => {
    const error = vi.spyOn(staticMessage, 'error').mockImplementation((() => {}) as never);
    await feedback.show('error', '保存失败');
    expect(getFeedbackApi()).toBeNull();
    expect(error).toHaveBeenCalledWith('保存失败');
  });

  it('uses the bound App instance for every level', () => {
    const staticError = vi.spyOn(staticMessage, 'error').mockImplementation((() => {}) as never);
    const api = fakeApi();
    unbind = bindFeedback(api);

    feedback.error('错误');
    feedback.success('成功');
    feedback.warning('警告');
    feedback.info('提示');

    expect(api.message.error).toHaveBeenCalledWith('错误');
    expect(api.message.success).toHaveBeenCalledWith('成功');
    expect(api.message.warning).toHaveBeenCalledWith('警告');
    expect(api.message.info).toHaveBeenCalledWith('提示');
    expect(staticError).not.toHaveBeenCalled();
    expect(getFeedbackApi()).toBe(api);
  });

  it('unbinding restores the fallback; a stale unbind leaves a newer binding alone', () => {
    const first = fakeApi();
    const second = fakeApi();
    const unbindFirst = bindFeedback(first);
    unbind = bindFeedback(second);

    unbindFirst();
    feedback.success('仍然绑定');
    expect(second.message.success).toHaveBeenCalledWith('仍然绑定');
    expect(first.message.success).not.toHaveBeenCalled();

    unbind();
    unbind = undefined;
    expect(getFeedbackApi()).toBeNull();
  });

  it('a second binding (a dialog with its own providers) takes over and hands back when it unmounts', () => {
    const page = fakeApi();
    const dialog = fakeApi();
    unbind = bindFeedback(page);
    const unbindDialog = bindFeedback(dialog);
    feedback.info('在对话框里');
    expect(dialog.message.info).toHaveBeenCalledWith('在对话框里');
    unbindDialog();
    feedback.info('回到页面');
    expect(page.message.info).toHaveBeenCalledWith('回到页面');
  });

  it('with a waker registered (a page drawn without antd), a toast wakes the providers and waits for their binding', async () => {
    const staticSuccess = vi.spyOn(staticMessage, 'success').mockImplementation((() => {}) as never);
    const wake = vi.fn();
    const unregister = setFeedbackWaker(wake);
    try {
      const shown = feedback.show('success', '登录成功');
      expect(wake).toHaveBeenCalledTimes(1);
      const api = fakeApi();
      unbind = bindFeedback(api);
      await shown;
      expect(api.message.success).toHaveBeenCalledWith('登录成功');
      expect(staticSuccess).not.toHaveBeenCalled();
    } finally {
      unregister();
    }
  });

  it("falls back to antd's static message when nothing binds in time", async () => {
    vi.useFakeTimers();
    const staticError = vi.spyOn(staticMessage, 'error').mockImplementation((() => {}) as never);
    const unregister = setFeedbackWaker(() => {});
    try {
      const shown = feedback.show('error', '网络异常');
      await vi.advanceTimersByTimeAsync(WAIT_FOR_BINDING_MS);
      vi.useRealTimers();
      await shown;
      expect(staticError).toHaveBeenCalledWith('网络异常');
      // Bound later: the toast is not shown twice.
      const api = fakeApi();
      unbind = bindFeedback(api);
      expect(api.message.error).not.toHaveBeenCalled();
    } finally {
      unregister();
      vi.useRealTimers();
    }
  });

  it("FeedbackBinder binds antd App's instances while mounted", () => {
    let fromContext: ReturnType<typeof App.useApp> | undefined;
    function Probe() {
      fromContext = App.useApp();
      return null;
    }
    const view = render(createElement(App, null, createElement(FeedbackBinder), createElement(Probe)));
    const bound = getFeedbackApi();
    expect(bound).not.toBeNull();
    expect(bound?.message).toBe(fromContext?.message);
    expect(bound?.modal).toBe(fromContext?.modal);
    expect(bound?.message).not.toBe(staticMessage);

    view.unmount();
    expect(getFeedbackApi()).toBeNull();
  });
});

describe('throttledErrorToast', () => {
  let now: number;
  let error: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    now = 50_000;
    setErrorToastClock(() => now);
    error = vi.spyOn(feedback, 'error').mockImplementation(() => {});
  });

  it('allows one error toast per second (leading edge, the rest dropped)', () => {
    expect(ERROR_TOAST_INTERVAL_MS).toBe(1000);
    throttledErrorToast('第一条');
    now += 500;
    throttledErrorToast('第二条');
    now += 499;
    throttledErrorToast('第三条');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('第一条');

    now += 1; // 1000 ms after the first
    throttledErrorToast('第四条');
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenLastCalledWith('第四条');
  });

  it('the window starts at the last shown toast, not at a dropped one', () => {
    throttledErrorToast('a');
    now += 900;
    throttledErrorToast('dropped');
    now += 100;
    throttledErrorToast('b');
    now += 999;
    throttledErrorToast('dropped too');
    expect(error.mock.calls.map((call: unknown[]) => call[0])).toEqual(['a', 'b']);
  });

  it('resetErrorToastThrottle lets the next toast through', () => {
    throttledErrorToast('a');
    resetErrorToastThrottle();
    throttledErrorToast('b');
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('createThrottle', () => {
  it('reports whether the call ran and uses the injected clock', () => {
    let t = 0;
    const throttle = createThrottle(200, () => t);
    const fn = vi.fn();
    expect(throttle(fn)).toBe(true);
    t = 199;
    expect(throttle(fn)).toBe(false);
    t = 200;
    expect(throttle(fn)).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
