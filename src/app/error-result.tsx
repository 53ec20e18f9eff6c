import Button from 'antd/es/button';
import Result from 'antd/es/result';

export default function ErrorResult({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="error"
      title="页面加载失败"
      subTitle="请稍后重试；如果问题持续出现，请联系平台客服。"
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
