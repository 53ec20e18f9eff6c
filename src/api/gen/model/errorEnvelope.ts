import type { ErrorEnvelopeCode } from './errorEnvelopeCode';

/**
 * 失败时的答复信封（HTTP 状态码同样为 200）。
 */
export interface ErrorEnvelope {
  /** 错误码：0 业务错误/参数错误；-1 其他错误；1001 token 无效/过期/已注销；
1002 无项目权限（公司未通过审核）；1003 未登录；1004 无权限
被限流的调用（登录失败次数、短信验证码、上传、匿名反馈，各接口说明中的每小时上限）同样答复 code 0，
msg 说明原因与何时可再试（如“提交过于频繁，请稍后再试”“验证码发送过于频繁，请60秒后再试”
“登录失败次数过多，请1小时后再试”），HTTP 状态码仍为 200，
不发 429 与 RateLimit 响应头；被限流的调用不改变任何数据，稍后重试即可。
 */
  code: ErrorEnvelopeCode;
  /** 可直接展示给用户的中文错误提示 */
  msg: string;
  /** 失败时恒为 null */
  data?: null;
}
