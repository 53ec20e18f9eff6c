import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Result from 'antd/es/result';

/**
 * A read that failed (the HTTP layer has already said why): names what is missing and offers a retry. `alert` (the
 * default) is an inline error bar; `result` a centred warning for a page whose whole body is that read.
 */
export function LoadError({ what, retry, variant = 'alert' }: { what: string; retry: () => void; variant?: 'alert' | 'result' }) {
  if (variant === 'result')
    return (
      <Result
        status="warning"
        title={`${what}加载失败`}
        extra={
          <Button type="primary" onClick={retry}>
            重试
          </Button>
        }
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      title={`${what}加载失败`}
      action={
        <Button size="small" onClick={retry}>
          重试
        </Button>
      }
    />
  );
}
