import type { FormProps } from 'antd/es/form';

export type ValidateMessages = NonNullable<FormProps['validateMessages']>;

/** Every key of antd's ValidateMessages, required: a rule antd adds later fails type-checking here. */
type Complete<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends string | (() => string) ? string : Complete<NonNullable<T[K]>>;
};

const typeMessage = (name: string) => `\${label}不是有效的${name}`;

/**
 * Chinese messages for every generic antd Form rule (spec §5). antd fills in
 * ${label}, ${len}, ${min}, ${max}, ${enum} and ${pattern}. Use once:
 * `<ConfigProvider form={{ validateMessages }}>`.
 */
export const validateMessages = {
  default: '${label}校验失败',
  required: '请输入${label}',
  enum: '${label}必须是${enum}之一',
  whitespace: '${label}不能为空白字符',
  date: {
    format: '${label}日期格式不正确',
    parse: '${label}无法解析为日期',
    invalid: '${label}不是有效的日期',
  },
  types: {
    string: typeMessage('字符串'),
    method: typeMessage('函数'),
    array: typeMessage('数组'),
    object: typeMessage('对象'),
    number: typeMessage('数字'),
    date: typeMessage('日期'),
    boolean: typeMessage('布尔值'),
    integer: typeMessage('整数'),
    float: typeMessage('小数'),
    regexp: typeMessage('正则表达式'),
    email: typeMessage('邮箱地址'),
    tel: typeMessage('电话号码'),
    url: typeMessage('网址'),
    hex: typeMessage('十六进制数'),
  },
  string: {
    len: '${label}须为${len}个字符',
    min: '${label}最少${min}个字符',
    max: '${label}最多${max}个字符',
    range: '${label}须在${min}-${max}个字符之间',
  },
  number: {
    len: '${label}必须等于${len}',
    min: '${label}最小值为${min}',
    max: '${label}最大值为${max}',
    range: '${label}须在${min}-${max}之间',
  },
  array: {
    len: '须为${len}个${label}',
    min: '最少${min}个${label}',
    max: '最多${max}个${label}',
    range: '${label}数量须在${min}-${max}之间',
  },
  pattern: {
    mismatch: '${label}格式不正确',
  },
} satisfies Complete<ValidateMessages>;
