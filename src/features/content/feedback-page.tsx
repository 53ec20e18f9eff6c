import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { feedbackList, getFeedbackListQueryKey, useFeedbackSubmit } from '@/api/gen/endpoints/content/content';
import type { FeedbackBody } from '@/api/gen/model';
import { ImageUpload } from '@/components/upload/image-upload';
import { APP_NAME } from '@/lib/constants';
import { formatTime } from '@/lib/dayjs';
import { getToken } from '@/stores/session';
import './feedback-page.css';

export const FEEDBACK_TYPES = [
  { value: 1, label: '功能建议' },
  { value: 2, label: '问题反馈' },
  { value: 3, label: '投诉' },
  { value: 4, label: '其他' },
] as const;
const typeLabel = (t: number) => FEEDBACK_TYPES.find((x) => x.value === t)?.label ?? '其他';

interface Values {
  type: FeedbackBody['type'];
  content: string;
  images?: string[];
  contact?: string;
}

/** /feedback (no login needed): send feedback with screenshots; signed-in users also see what they sent before. */
export function FeedbackPage() {
  const [form] = Form.useForm<Values>();
  const submit = useFeedbackSubmit();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const signedIn = !!getToken();

  const onFinish = async (v: Values) => {
    const r = await submit
      .mutateAsync({ data: { type: v.type, content: v.content.trim(), images: v.images ?? [], contact: v.contact?.trim() || null } })
      .catch(() => null);
    if (!r) return;
    setDone(true);
    form.resetFields();
    await queryClient.invalidateQueries({ queryKey: ['/xm-merchant/feedback/list'] });
  };

  return (
    <div className="xm-feedback">
      <div className="xm-feedback-head">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <div>
          <h1>意见反馈</h1>
          <p>{APP_NAME} · 您的建议会帮助我们做得更好</p>
        </div>
        <div style={{ marginLeft: 'auto' }}>{signedIn ? <Link to="/overview">返回后台</Link> : <Link to="/login">登录</Link>}</div>
      </div>
      <Card className="xm-feedback-card">
        {done ? (
          <Result
            status="success"
            title="感谢您的反馈"
            subTitle="我们会尽快处理；留有联系方式的，我们会与您联系。"
            extra={
              <Button type="primary" onClick={() => setDone(false)} data-testid="feedback-again">
                再提交一条
              </Button>
            }
          />
        ) : (
          <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} initialValues={{ type: 2 }} requiredMark>
            <Form.Item name="type" label="反馈类型" rules={[{ required: true, message: '请选择反馈类型' }]}>
              <Radio.Group optionType="button" options={FEEDBACK_TYPES.map((t) => ({ ...t }))} />
            </Form.Item>
            <Form.Item
              name="content"
              label="反馈内容"
              rules={[
                { required: true, message: '请输入反馈内容' },
                { whitespace: true, message: '反馈内容不能为空白' },
                { min: 5, message: '反馈内容至少 5 个字' },
                { max: 500, message: '反馈内容最多 500 个字' },
              ]}
            >
              <Input.TextArea rows={5} maxLength={500} showCount placeholder="请描述您遇到的问题或建议，例如操作步骤、页面和期望的结果" />
            </Form.Item>
            <Form.Item name="images" label="截图（选填，最多 4 张）" extra="JPG、PNG、WEBP、GIF，单张 5 MB 以内">
              <ImageUpload scene="feedback" max={4} label="添加截图" />
            </Form.Item>
            <Form.Item name="contact" label="联系方式（选填）" rules={[{ max: 50, message: '联系方式最多 50 个字' }]}>
              <Input placeholder="手机号、邮箱或微信号，便于我们回访" maxLength={50} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={submit.isPending} block size="large" data-testid="feedback-submit">
              提交反馈
            </Button>
          </Form>
        )}
      </Card>
      {signedIn && <MyFeedback />}
    </div>
  );
}

function MyFeedback() {
  const q = useInfiniteQuery({
    queryKey: [...getFeedbackListQueryKey({ pageSize: 10 }), 'infinite'],
    queryFn: ({ pageParam, signal }) => feedbackList({ pageSize: 10, cursor: pageParam }, { hideErrorMessage: true }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last?.nextCursor ?? null,
  });
  const items = q.data?.pages.flatMap((p) => p?.list ?? []) ?? [];
  return (
    <Card className="xm-feedback-card" title="我的反馈" data-testid="my-feedback">
      {items.length === 0 && !q.isPending ? (
        <Empty description="暂无反馈记录" />
      ) : (
        <List
          loading={q.isPending}
          dataSource={items}
          renderItem={(f) => (
            <List.Item key={f.id}>
              <List.Item.Meta
                title={
                  <Space size={8} wrap>
                    <Tag color="blue">{typeLabel(f.type)}</Tag>
                    <Tag color={f.status === 1 ? 'green' : 'default'}>{f.status === 1 ? '已处理' : '待处理'}</Tag>
                    <span className="xm-feedback-time">{formatTime(f.createdAt)}</span>
                  </Space>
                }
                description={
                  <>
                    <div className="xm-feedback-content">{f.content}</div>
                    {f.images.length > 0 && (
                      <Image.PreviewGroup>
                        <Space size={8} style={{ marginTop: 8 }}>
                          {f.images.map((src) => (
                            <Image key={src} src={src} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} alt="截图" />
                          ))}
                        </Space>
                      </Image.PreviewGroup>
                    )}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {q.hasNextPage && (
        <Button block onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
          加载更多
        </Button>
      )}
    </Card>
  );
}
