
/**
 * 错误码：0 业务错误/参数错误；-1 其他错误；1001 token 无效/过期/已注销；
1002 无项目权限（公司未通过审核）；1003 未登录；1004 无权限
被限流的调用（登录失败次数、短信验证码、上传、匿名反馈，各接口说明中的每小时上限）同样答复 code 0，
msg 说明原因与何时可再试（如“提交过于频繁，请稍后再试”“验证码发送过于频繁，请60秒后再试”
“登录失败次数过多，请1小时后再试”），HTTP 状态码仍为 200，
不发 429 与 RateLimit 响应头；被限流的调用不改变任何数据，稍后重试即可。

 */
export type ErrorEnvelopeCode = typeof ErrorEnvelopeCode[keyof typeof ErrorEnvelopeCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ErrorEnvelopeCode = {
  NUMBER_0: 0,
  NUMBER_MINUS_1: -1,
  NUMBER_1001: 1001,
  NUMBER_1002: 1002,
  NUMBER_1003: 1003,
  NUMBER_1004: 1004,
} as const;
