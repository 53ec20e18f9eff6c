import { useEffect, useRef } from 'react';

interface SettableForm<T> {
  setFieldsValue: (values: T) => void;
}

/**
 * Keeps an antd form showing `values` (filters held in the URL, say) and returns the form's `initialValues`.
 *
 * The values a page opens with go in as `initialValues`, so the form's items render once. Setting them from an effect
 * after mount, the usual way, re-renders every Form.Item right after the page's first commit, and each one reads
 * `offsetParent` while rendering (antd's ItemHolder): a forced layout of the whole new page, about 15-20 ms of a route
 * change on a 2-core machine. Later changes (back/forward, a link with other filters) are set as before.
 * `values` are compared by their JSON, so a new object with the same content changes nothing.
 */
export function useFormValues<T>(form: SettableForm<T>, values: T): T {
  const key = JSON.stringify(values);
  const initial = useRef<T | null>(null);
  initial.current ??= values;
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    form.setFieldsValue(values);
    // `key` stands for `values`.
  }, [key, form]); // eslint-disable-line react-hooks/exhaustive-deps
  return initial.current;
}
