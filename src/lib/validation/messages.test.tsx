import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import type { Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import { validateMessages } from './messages';
import { PHONE_PATTERN } from './patterns';

/** A real antd Form with one field; submitting shows the first failing rule's message. */
function renderField(label: string, rules: Rule[], value?: unknown) {
  render(
    <ConfigProvider form={{ validateMessages }}>
      <Form initialValues={{ field: value }}>
        <Form.Item label={label} name="field" rules={rules}>
          <Input />
        </Form.Item>
        <button type="submit">提交</button>
      </Form>
    </ConfigProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
}

function leaves(o: object): string[] {
  return Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
}

describe('validateMessages', () => {
  it('covers every generic rule of antd with a Chinese message', () => {
    expect(Object.keys(validateMessages).sort()).toEqual(
      ['array', 'date', 'default', 'enum', 'number', 'pattern', 'required', 'string', 'types', 'whitespace'].sort(),
    );
    expect(Object.keys(validateMessages.types)).toHaveLength(14);
    const all = leaves(validateMessages);
    expect(all).toHaveLength(34);
    for (const m of all) expect(m).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('has the wording the spec asks for', () => {
    expect(validateMessages.required).toBe('请输入${label}');
    expect(validateMessages.string.min).toBe('${label}最少${min}个字符');
    expect(validateMessages.number.range).toBe('${label}须在${min}-${max}之间');
    expect(validateMessages.array.max).toBe('最多${max}个${label}');
    expect(validateMessages.types.email).toBe('${label}不是有效的邮箱地址');
    expect(validateMessages.pattern.mismatch).toBe('${label}格式不正确');
  });
});

describe('validateMessages in a real antd Form', () => {
  it('required', async () => {
    renderField('手机号', [{ required: true }]);
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
  });

  it('pattern mismatch with the phone pattern', async () => {
    renderField('手机号', [{ pattern: PHONE_PATTERN }], '12800000001');
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
  });

  it('string min, max, len and range', async () => {
    renderField('密码', [{ min: 6 }], 'abc');
    expect(await screen.findByText('密码最少6个字符')).toBeInTheDocument();
  });

  it.each([
    [{ max: 4 }, 'abcdef', '店铺名称最多4个字符'],
    [{ len: 4 }, 'abc', '店铺名称须为4个字符'],
    [{ min: 2, max: 4 }, 'abcdef', '店铺名称须在2-4个字符之间'],
  ] as const)('string rule %j', async (rule, value, text) => {
    renderField('店铺名称', [rule], value);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    [{ type: 'number', min: 1 }, 0, '库存最小值为1'],
    [{ type: 'number', max: 99 }, 100, '库存最大值为99'],
    [{ type: 'number', len: 5 }, 4, '库存必须等于5'],
    [{ type: 'number', min: 1, max: 9 }, 10, '库存须在1-9之间'],
  ] as const)('number rule %j', async (rule, value, text) => {
    renderField('库存', [rule], value);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    [{ type: 'array', max: 2 }, ['a', 'b', 'c'], '最多2个图片'],
    [{ type: 'array', min: 2 }, ['a'], '最少2个图片'],
    [{ type: 'array', len: 2 }, ['a'], '须为2个图片'],
    [{ type: 'array', min: 1, max: 2 }, ['a', 'b', 'c'], '图片数量须在1-2之间'],
  ] as const)('array rule %j', async (rule, value, text) => {
    renderField('图片', [rule], value);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('enum', async () => {
    renderField('类型', [{ type: 'enum', enum: ['a', 'b'] }], 'c');
    expect(await screen.findByText('类型必须是a, b之一')).toBeInTheDocument();
  });

  it('whitespace', async () => {
    renderField('备注', [{ required: true, whitespace: true }], '   ');
    expect(await screen.findByText('备注不能为空白字符')).toBeInTheDocument();
  });

  it.each([
    ['email', 'not-mail', '邮箱不是有效的邮箱地址'],
    ['url', 'not a url', '邮箱不是有效的网址'],
    ['integer', 1.5, '邮箱不是有效的整数'],
  ] as const)('invalid type %s', async (type, value, text) => {
    renderField('邮箱', [{ type }], value);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
