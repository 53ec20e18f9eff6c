import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import { useErpCheckGoodsInfo } from '@/api/gen/endpoints/open-erp/open-erp';
import { GuideLink } from './guide-pages';
import './open-erp.css';

const PROBLEM: Record<number, string> = {
  0: '正常',
  1: '缺少商家编码',
  2: '商家编码重复',
  3: 'ERP 中不存在该编码',
};

export function GoodsCheckCard() {
  const [run, setRun] = useState(0);
  const [onlyProblem, setOnlyProblem] = useState(true);
  const check = useErpCheckGoodsInfo({ onlyProblem }, { query: { enabled: run > 0 } });
  const d = check.data;
  return (
    <Card
      title="商品编码检查"
      size="small"
      extra={
        <div className="xm-erp-actions">
          <Checkbox checked={onlyProblem} onChange={(e) => setOnlyProblem(e.target.checked)}>
            只看有问题的
          </Checkbox>
          <Button type="primary" loading={check.isFetching} onClick={() => (run > 0 ? void check.refetch() : setRun(1))}>
            检查商品编码
          </Button>
        </div>
      }
    >
      {!d ? (
        <p className="xm-erp-muted">ERP 按 SKU 的商家编码对应商品。上线前请检查：缺少编码或编码重复的 SKU，订单推到 ERP 后无法对应商品。ERP 推送过库存后，它从未推送过的编码标为「ERP 中不存在该编码」，请在 ERP 中建好对应商品。</p>
      ) : (
        <div className="xm-erp-stack">
          <p role="status">
            共检查 {d.totalSku} 个 SKU：正常 {d.matchedSku} 个，有问题 <strong>{d.problemSku}</strong> 个。
          </p>
          {d.items.length ? (
            <table className="xm-erp-table" aria-label="商品编码检查结果">
              <thead>
                <tr>
                  <th scope="col">商品</th>
                  <th scope="col">规格</th>
                  <th scope="col">商家编码</th>
                  <th scope="col">检查结果</th>
                </tr>
              </thead>
              <tbody>
                {d.items.map((i) => (
                  <tr key={i.skuId}>
                    <td>
                      <GuideLink href={`/goods/edit?goodsId=${i.goodsId}`}>{i.goodsName}</GuideLink>
                    </td>
                    <td>{i.skuName}</td>
                    <td>{i.outerSkuCode ? <code>{i.outerSkuCode}</code> : <span className="xm-erp-muted">（未填写）</span>}</td>
                    <td className={`xm-erp-problem-${i.problem}`}>{PROBLEM[i.problem]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      )}
    </Card>
  );
}
