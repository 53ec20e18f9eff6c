import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { Link } from '@tanstack/react-router';

/** The 403 page (route name pageNoAuth): shown in place when the user lacks the page's keys. */
export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title="403"
      subTitle="抱歉，您没有访问该页面的权限。如需使用，请联系店铺负责人为您分配权限。"
      extra={
        <Link to="/overview">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}

/** The 404 page (route name PageNotFound): an unknown id or type in the address. */
export function NotFoundPage({ detail }: { detail?: string }) {
  return (
    <Result
      status="404"
      title="404"
      subTitle={detail ? `页面不存在：${detail}` : '抱歉，您访问的页面不存在。'}
      extra={
        <Link to="/overview">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
