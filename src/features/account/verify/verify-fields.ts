import type { Rule } from 'antd/es/form';

/** One image in a form field that holds a single URL string. */
export const single = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? [v] : [] }),
  normalize: (v: string[]) => v[0],
};

export const required = (label: string): Rule => ({ required: true, message: `请上传${label}` });
