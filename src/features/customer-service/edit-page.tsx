import { useEffect, useMemo, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import TimePicker from 'antd/es/time-picker';
import { useCsAgentList, useCsAgentSave, useCsFlowDetail, useCsFlowList, useCsFlowPreview, useCsFlowSave } from '@/api/gen/endpoints/customer-service/customer-service';
import { useGoodsCategoryTree } from '@/api/gen/endpoints/goods/goods';
import type { CsAgent, CsFlowConfig } from '@/api/gen/model';
import { Auth, useCan } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { dayjs, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { CS_KEYS, ROUTING_OPTIONS, WEEKDAYS } from './keys';
import './customer-service.css';

const route = getRouteApi('/_authed/_app/customer-service/edit');

interface FlowForm {
  name: string;
  welcome: string;
  workDays: number[];
  hours: [Dayjs, Dayjs];
  offHoursReply: string;
  routing: CsFlowConfig['routing'];
  queueLimit: number;
  queueReply: string;
  queueFullReply: string;
  keywordReplies: { keyword: string; reply: string }[];
}

const toMinutes = (d: Dayjs, end = false) => {
  const m = d.hour() * 60 + d.minute();
  return end && m === 0 ? 1440 : m;
};
const fromMinutes = (m: number) =>
  dayjs()
    .startOf('day')
    .add(m === 1440 ? 1439 : m, 'minute');

function toConfig(v: FlowForm): CsFlowConfig {
  return {
    welcome: v.welcome ?? '',
    workDays: v.workDays ?? [],
    startMinute: v.hours ? toMinutes(v.hours[0]) : 540,
    endMinute: v.hours ? Math.max(1, toMinutes(v.hours[1], true) === 1439 ? 1440 : toMinutes(v.hours[1], true)) : 1320,
    offHoursReply: v.offHoursReply ?? '',
    routing: v.routing,
    queueLimit: v.queueLimit ?? 0,
    queueReply: v.queueReply ?? '',
    queueFullReply: v.queueFullReply ?? '',
    keywordReplies: (v.keywordReplies ?? []).filter((k) => k && (k.keyword || k.reply)).map((k) => ({ keyword: k.keyword ?? '', reply: k.reply ?? '' })),
  };
}

/** What a buyer sees with the settings on screen (the server's rules, with today's agents and queue). */
function Preview({ config }: { config: CsFlowConfig }) {
  const [text, setText] = useState('请问什么时候发货？');
  const [offHours, setOffHours] = useState(false);
  const body = useMemo(() => {
    // 03:00 China time today: outside any usual business hours.
    const at = offHours ? dayjs().startOf('day').add(3, 'hour').valueOf() : null;
    return { config, text: text.trim() || '你好', at };
  }, [config, text, offHours]);
  // Asked 300 ms after the last keystroke, not on every one.
  const [asked, setAsked] = useState(body);
  useEffect(() => {
    const t = setTimeout(() => setAsked(body), 300);
    return () => clearTimeout(t);
  }, [body]);
  const preview = useCsFlowPreview(asked, {
    query: { placeholderData: (prev) => prev },
  });
  const r = preview.data;
  return (
    <aside className="xm-cs-preview" aria-label="买家看到的预览">
      <h3 style={{ marginTop: 0 }}>买家看到的</h3>
      <Input aria-label="模拟买家消息" value={text} maxLength={500} onChange={(e) => setText(e.target.value)} />
      <label
        style={{
          display: 'flex',
          gap: 8,
          alignItems: 'center',
          margin: '8px 0',
        }}
      >
        <Switch size="small" checked={offHours} onChange={setOffHours} aria-label="模拟非工作时间（凌晨 3 点）" />
        模拟凌晨 3 点发来
      </label>
      <ol className="xm-cs-messages" style={{ maxHeight: 'none' }}>
        <li className="xm-cs-msg xm-cs-msg-buyer">
          <div className="xm-cs-msg-meta">买家</div>
          <div className="xm-cs-bubble">{body.text}</div>
        </li>
        {(r?.messages ?? []).map((m, i) => (
          <li key={i} className="xm-cs-msg xm-cs-msg-auto">
            <div className="xm-cs-msg-meta">自动回复</div>
            <div className="xm-cs-bubble">{m}</div>
          </li>
        ))}
      </ol>
      {r ? (
        <p className="xm-cs-muted" role="status">
          {r.problem ? `保存时会被拒绝：${r.problem}` : `当前在线客服 ${r.onlineAgents} 人，${r.inBusinessHours ? '在工作时间内' : '不在工作时间内'}`}
        </p>
      ) : null}
    </aside>
  );
}

function FlowEditor({ flowId }: { flowId: number | undefined }) {
  const detail = useCsFlowDetail({ csFlowId: flowId ?? 0 }, { query: { enabled: !!flowId } });
  const list = useCsFlowList({ query: { enabled: !flowId } });
  const save = useCsFlowSave();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const can = useCan();
  const editable = can('kf.session.setting.edit');
  const [form] = Form.useForm<FlowForm>();
  const values = Form.useWatch([], form) as FlowForm | undefined;
  const source = useMemo(() => (flowId ? detail.data : list.data ? { name: '', config: list.data.defaultConfig } : undefined), [flowId, detail.data, list.data]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!source || ready) return;
    const c = source.config;
    form.setFieldsValue({
      name: source.name,
      ...c,
      hours: [fromMinutes(c.startMinute), fromMinutes(c.endMinute)],
    });
    setReady(true);
  }, [source, ready, form]);
  // The preview waits for the form to hold the loaded flow (Form.useWatch is empty on the first renders).
  const config = useMemo(() => (values?.routing && values.hours && ready ? toConfig(values) : null), [values, ready]);
  const submit = (v: FlowForm) =>
    save.mutate(
      {
        data: {
          ...(flowId ? { csFlowId: flowId } : {}),
          name: v.name,
          config: toConfig(v),
        },
      },
      {
        onSuccess: () => {
          feedback.success('接待流程已保存');
          void qc.invalidateQueries({ queryKey: CS_KEYS.flows });
          void qc.invalidateQueries({ queryKey: CS_KEYS.flow });
          void navigate({ to: '/customer-service/flow' });
        },
      },
    );
  return (
    <PageContainer title={flowId ? '编辑接待流程' : '新建接待流程'}>
      <div className="xm-cs-edit">
        <Form form={form} layout="vertical" onFinish={submit} disabled={!editable} style={{ background: '#fff', padding: 16, borderRadius: 8 }}>
          <Form.Item name="name" label="流程名称" rules={[{ required: true, whitespace: true, message: '请填写流程名称' }]}>
            <Input maxLength={30} showCount />
          </Form.Item>
          <Form.Item name="welcome" label="欢迎语" rules={[{ required: true, whitespace: true, message: '请填写欢迎语' }]}>
            <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item
            name="workDays"
            label="工作日"
            rules={[{ validator: (_r, v?: number[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请至少选择一个工作日'))) }]}
          >
            <Checkbox.Group options={WEEKDAYS.map((w, i) => ({ value: i + 1, label: w }))} />
          </Form.Item>
          <Form.Item
            name="hours"
            label="工作时间（北京时间）"
            rules={[
              { required: true, message: '请选择工作时间' },
              {
                validator: (_r, v?: [Dayjs, Dayjs]) => (!v || toMinutes(v[0]) < toMinutes(v[1], true) ? Promise.resolve() : Promise.reject(new Error('工作时间的开始须早于结束'))),
              },
            ]}
          >
            <TimePicker.RangePicker format="HH:mm" minuteStep={5} order={false} aria-label="工作时间" />
          </Form.Item>
          <Form.Item
            name="offHoursReply"
            label="非工作时间回复"
            rules={[
              {
                required: true,
                whitespace: true,
                message: '请填写非工作时间回复',
              },
            ]}
          >
            <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item name="routing" label="分配方式">
            <Radio.Group
              options={ROUTING_OPTIONS.map((r) => ({
                value: r.value,
                label: r.label,
              }))}
            />
          </Form.Item>
          <Form.Item name="queueLimit" label="排队上限" extra="客服都在忙时最多排队的买家数；0 表示不排队">
            <InputNumber min={0} max={500} precision={0} addonAfter="人" />
          </Form.Item>
          <Form.Item name="queueReply" label="排队提示（{n} 为前面的人数）">
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item
            name="queueFullReply"
            label="排队已满提示"
            rules={[
              {
                required: true,
                whitespace: true,
                message: '请填写排队已满提示',
              },
            ]}
          >
            <Input maxLength={300} />
          </Form.Item>
          <Form.List name="keywordReplies">
            {(fields, { add, remove }) => (
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontSize: 14 }}>关键词自动回复（按顺序匹配，最多 30 条）</legend>
                {fields.map((f, i) => (
                  <div
                    key={f.key}
                    style={{
                      display: 'flex',
                      gap: 8,
                      alignItems: 'flex-start',
                    }}
                  >
                    <Form.Item
                      name={[f.name, 'keyword']}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: '请填写关键词',
                        },
                      ]}
                      style={{ width: 140 }}
                    >
                      <Input placeholder="关键词" aria-label={`第 ${i + 1} 条关键词`} maxLength={20} />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, 'reply']}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: '请填写回复',
                        },
                      ]}
                      style={{ flex: 1 }}
                    >
                      <Input placeholder="自动回复" aria-label={`第 ${i + 1} 条自动回复`} maxLength={300} />
                    </Form.Item>
                    <Button onClick={() => remove(f.name)} aria-label={`删除此条：第 ${i + 1} 条关键词回复`}>
                      删除此条
                    </Button>
                  </div>
                ))}
                {fields.length < 30 && <Button onClick={() => add({ keyword: '', reply: '' })}>添加关键词回复</Button>}
              </fieldset>
            )}
          </Form.List>
          <Auth authKey="kf.session.setting.edit">
            <div style={{ marginTop: 16, display: 'flex', gap: 8 }}>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                保存
              </Button>
              <Button htmlType="button" onClick={() => void navigate({ to: '/customer-service/flow' })}>
                取消
              </Button>
            </div>
          </Auth>
        </Form>
        {config ? <Preview config={config} /> : null}
      </div>
    </PageContainer>
  );
}

function AgentEditor({ agent }: { agent: CsAgent }) {
  const save = useCsAgentSave();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const can = useCan();
  const tree = useGoodsCategoryTree({ query: { enabled: can('goods.list') } });
  const [form] = Form.useForm<{
    nickname: string;
    maxConcurrent: number;
    online: boolean;
    categoryIds: number[];
  }>();
  const nickname = Form.useWatch('nickname', form) as string | undefined;
  const topCategories = ((tree.data ?? []) as Array<{ id: number; name: string }>).map((c) => ({ value: c.id, label: c.name }));
  return (
    <PageContainer title={`编辑客服：${agent.nickname}`}>
      <div className="xm-cs-edit">
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            nickname: agent.nickname,
            maxConcurrent: agent.maxConcurrent,
            online: agent.online,
            categoryIds: agent.categoryIds,
          }}
          style={{ background: '#fff', padding: 16, borderRadius: 8 }}
          onFinish={(v) =>
            save.mutate(
              {
                data: {
                  csAgentId: agent.csAgentId,
                  userId: agent.userId,
                  ...v,
                },
              },
              {
                onSuccess: () => {
                  feedback.success('客服已保存');
                  void qc.invalidateQueries({ queryKey: CS_KEYS.agents });
                  void navigate({ to: '/customer-service/manage' });
                },
              },
            )
          }
        >
          <p>
            店铺成员：{agent.name}（{agent.phoneMasked}）
          </p>
          <Form.Item name="nickname" label="客服昵称（买家看到的名字）" rules={[{ required: true, whitespace: true, message: '请填写客服昵称' }]}>
            <Input maxLength={20} showCount />
          </Form.Item>
          <Form.Item name="maxConcurrent" label="同时接待上限" rules={[{ required: true, message: '请填写同时接待上限' }]}>
            <InputNumber min={1} max={100} precision={0} addonAfter="个会话" />
          </Form.Item>
          <Form.Item name="online" label="在线接待" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="categoryIds" label="擅长类目（按类目分配时优先）">
            <Select mode="multiple" options={topCategories} placeholder="不限" maxCount={20} />
          </Form.Item>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
            <Button htmlType="button" onClick={() => void navigate({ to: '/customer-service/manage' })}>
              取消
            </Button>
          </div>
        </Form>
        <aside className="xm-cs-preview" aria-label="买家看到的预览">
          <h3 style={{ marginTop: 0 }}>买家看到的</h3>
          <ol className="xm-cs-messages" style={{ maxHeight: 'none' }}>
            <li className="xm-cs-msg xm-cs-msg-auto">
              <div className="xm-cs-msg-meta">自动回复</div>
              <div className="xm-cs-bubble">客服「{nickname || agent.nickname}」为您服务</div>
            </li>
            <li className="xm-cs-msg xm-cs-msg-agent">
              <div className="xm-cs-msg-meta">{nickname || agent.nickname}</div>
              <div className="xm-cs-bubble">您好，请问有什么可以帮您？</div>
            </li>
          </ol>
        </aside>
      </div>
    </PageContainer>
  );
}

/** /customer-service/edit: one flow (?flowId=, or a new one) or one agent (?agentId=), with a preview. */
export function EditPage() {
  const search = route.useSearch();
  const agents = useCsAgentList({ query: { enabled: !!search.agentId } });
  if (search.agentId) {
    const a = agents.data?.agents.find((x) => x.csAgentId === search.agentId);
    if (!a) return <PageContainer title="编辑客服">{agents.isLoading ? '加载中…' : '客服不存在或已被移除'}</PageContainer>;
    return <AgentEditor agent={a} />;
  }
  return <FlowEditor key={search.flowId ?? 'new'} flowId={search.flowId} />;
}
