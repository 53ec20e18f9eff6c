import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useFormValues } from './use-form-values';

describe('useFormValues', () => {
  it('returns the opening values as initialValues and sets nothing on mount', () => {
    const form = { setFieldsValue: vi.fn() };
    const { result } = renderHook(() => useFormValues(form, { keyword: '双肩包' }));
    expect(result.current).toEqual({ keyword: '双肩包' });
    expect(form.setFieldsValue).not.toHaveBeenCalled();
  });

  it('sets the form when the values change, once per change, and keeps the first initialValues', () => {
    const form = { setFieldsValue: vi.fn() };
    const { result, rerender } = renderHook(({ v }) => useFormValues(form, v), { initialProps: { v: { keyword: 'a' } as { keyword?: string } } });
    rerender({ v: { keyword: 'a' } });
    expect(form.setFieldsValue).not.toHaveBeenCalled();
    rerender({ v: { keyword: undefined } });
    expect(form.setFieldsValue).toHaveBeenCalledTimes(1);
    expect(form.setFieldsValue).toHaveBeenLastCalledWith({ keyword: undefined });
    rerender({ v: { keyword: undefined } });
    expect(form.setFieldsValue).toHaveBeenCalledTimes(1);
    rerender({ v: { keyword: 'b' } });
    expect(form.setFieldsValue).toHaveBeenLastCalledWith({ keyword: 'b' });
    expect(result.current).toEqual({ keyword: 'a' });
  });
});
