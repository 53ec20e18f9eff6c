/**
 * Compile-time proof that route params are typed (checked by `tsc -b` in `npm test`): every `@ts-expect-error`
 * below must be an error, or tsc fails with "Unused '@ts-expect-error' directive".
 */
import { Link, redirect } from '@tanstack/react-router';

export function TypedLinks() {
  return (
    <>
      <Link to="/activity/submit/$activityType/$activityId" params={{ activityType: 21, activityId: 7 }}>
        正确
      </Link>
      {/* @ts-expect-error wrong param name: activityTyp instead of activityType */}
      <Link to="/activity/submit/$activityType/$activityId" params={{ activityTyp: 21, activityId: 7 }}>
        参数名错误
      </Link>
      {/* @ts-expect-error activityType must be one of 21 | 2 | 4 */}
      <Link to="/activity/submit/$activityType/$activityId" params={{ activityType: 3, activityId: 7 }}>
        活动类型错误
      </Link>
      {/* @ts-expect-error a missing param */}
      <Link to="/activity/data/$activityType/$activityId/$goodsId" params={{ activityType: 2, activityId: 1 }}>
        缺少参数
      </Link>
      {/* @ts-expect-error an unknown path */}
      <Link to="/goods/no-such-page">未知路径</Link>
      <Link to="/activity/full-reduction/create/{-$activityId}" params={{ activityId: undefined }}>
        可选参数可省略
      </Link>
      <Link to="/open/erp/guide/$vendor" params={{ vendor: 'jushuitan' }}>
        ERP
      </Link>
      {/* @ts-expect-error only the listed ERP vendors */}
      <Link to="/open/erp/guide/$vendor" params={{ vendor: 'taobao' }}>
        未知服务商
      </Link>
    </>
  );
}

export const typedRedirect = () => redirect({ to: '/login', search: { redirect: '/overview' } });
