import type { FormInstance } from 'antd/es/form';
import { SingleImage } from './goods-edit-parts';
import { MAX_DIMS, MAX_VALUES, type GoodsEditValues, type SpecForm } from './goods-edit-values';
import { ui } from './ui';

const { Button, Form, Input, Space } = ui;

/** The goods form's specs: up to MAX_DIMS names with up to MAX_VALUES values each; the first spec's values take an image. */
export function SpecsEditor({ form }: { form: FormInstance<GoodsEditValues> }) {
  return (
    <Form.List name="specs">
      {(fields, { add, remove }) => (
        <Form.Item label="商品规格" extra={`至多 ${MAX_DIMS} 个规格，每个规格至多 ${MAX_VALUES} 个值；第一个规格的值可以配图`}>
          {fields.map((f, i) => (
            <div key={f.key} className="xm-spec-dim">
              <Space align="start" wrap>
                <Form.Item
                  name={[f.name, 'name']}
                  rules={[
                    { required: true, whitespace: true, message: '请填写规格名' },
                    { max: 10, message: '至多 10 个字' },
                    {
                      validator: async (_r, v?: string) => {
                        const names = ((form.getFieldValue('specs') as SpecForm[]) ?? []).map((s) => s?.name?.trim());
                        if (v?.trim() && names.filter((n) => n === v.trim()).length > 1) throw new Error('规格名不能重复');
                      },
                    },
                  ]}
                  style={{ marginBottom: 8 }}
                >
                  <Input placeholder={`规格名，如 ${['颜色', '尺码', '款式'][i]}`} style={{ width: 180 }} aria-label={`规格${i + 1}名称`} maxLength={10} />
                </Form.Item>
                <Button onClick={() => remove(f.name)} aria-label={`删除规格${i + 1}`}>
                  删除规格
                </Button>
              </Space>
              <Form.List name={[f.name, 'values']}>
                {(vfields, vops) => (
                  <Space wrap align="start">
                    {vfields.map((vf, j) => (
                      <Space.Compact key={vf.key}>
                        <Form.Item
                          name={[vf.name, 'value']}
                          rules={[
                            { required: true, whitespace: true, message: '请填写规格值' },
                            { max: 20, message: '至多 20 个字' },
                            {
                              validator: async (_r, v?: string) => {
                                const vals = ((form.getFieldValue(['specs', f.name, 'values']) as { value?: string }[]) ?? []).map((x) => x?.value?.trim());
                                if (v?.trim() && vals.filter((x) => x === v.trim()).length > 1) throw new Error('规格值不能重复');
                              },
                            },
                          ]}
                          style={{ marginBottom: 8 }}
                        >
                          <Input placeholder="规格值" style={{ width: 110 }} aria-label={`规格${i + 1}的值${j + 1}`} maxLength={20} />
                        </Form.Item>
                        {i === 0 ? (
                          <Form.Item name={[vf.name, 'image']} style={{ marginBottom: 8 }} className="xm-spec-upload">
                            <SingleImage label="配图" />
                          </Form.Item>
                        ) : null}
                        <Button onClick={() => vops.remove(vf.name)} aria-label={`删除规格${i + 1}的值${j + 1}`} autoInsertSpace={false}>
                          删除
                        </Button>
                      </Space.Compact>
                    ))}
                    {vfields.length < MAX_VALUES ? (
                      <Button type="dashed" onClick={() => vops.add({ value: '' })}>
                        + 添加规格值
                      </Button>
                    ) : null}
                  </Space>
                )}
              </Form.List>
            </div>
          ))}
          {fields.length < MAX_DIMS ? (
            <Button type="dashed" onClick={() => add({ name: '', values: [{ value: '' }] })}>
              + 添加规格
            </Button>
          ) : null}
        </Form.Item>
      )}
    </Form.List>
  );
}
