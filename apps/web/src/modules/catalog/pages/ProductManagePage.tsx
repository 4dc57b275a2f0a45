/** sales/ProductManage: tick products, then activate, deactivate, set the product line, generate warehouse SKUs or print labels. */
import "../i18n";
import { type Key, useState } from "react";
import Button from "antd/es/button";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { ProductRow } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { hasPermission, useMe } from "../../../lib/auth";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { useRefreshList } from "../../../components/resource/listQuery";
import { productUrls, setProductsActive, setProductsLine } from "../api";
import { productColumns, productFilters } from "../descriptors";
import { labelPageFor, useListOptions } from "./listOptions";
import { SelectionBar } from "./SelectionBar";
import { GenerateWarehouseSkus } from "./GenerateWarehouseSkus";

const NO_LINE = "none";

export default function ProductManagePage() {
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const { data: me } = useMe();
  const [keys, setKeys] = useState<Key[]>([]);
  const [lineFor, setLineFor] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const refreshList = useRefreshList(productUrls.list);
  const { lines, sellers } = useListOptions();
  const ids = keys.map(Number);

  const run = async (work: () => Promise<{ changed: number }>) => {
    try {
      const res = await work();
      void message.success(t("common.done", { count: res.changed }));
      void refreshList();
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };

  return (
    <div>
      <PageHeading title={t("manage.title")} intro={t("manage.intro")} />
      <ResourceTable<ProductRow>
        tableId="catalog.productManage"
        listUrl={productUrls.list}
        exportUrl={productUrls.export}
        rowKey="id"
        columns={productColumns}
        filters={productFilters(lines, sellers)}
        defaults={{ sort: { field: "sku", order: "asc" } }}
        emptyText={t("product.empty")}
        selection={{ keys, onChange: (k) => setKeys(k) }}
        toolbar={
          <SelectionBar count={keys.length} onClear={() => setKeys([])}>
            <Button disabled={!ids.length} onClick={() => void run(() => setProductsActive(ids, true))} data-testid="bulk-activate">
              {t("common.activate")}
            </Button>
            <Button disabled={!ids.length} onClick={() => void run(() => setProductsActive(ids, false))} data-testid="bulk-deactivate">
              {t("common.deactivate")}
            </Button>
            <Button disabled={!ids.length} onClick={() => setLineFor(NO_LINE)}>
              {t("product.setLine")}
            </Button>
            {hasPermission(me, "catalog:warehouseSku:manage") && (
              <Button disabled={!ids.length} onClick={() => setGenerating(true)}>
                {t("product.generateWarehouseSkus")}
              </Button>
            )}
            {hasPermission(me, "catalog:label:print") && (
              <Button disabled={!ids.length} onClick={() => void navigate(labelPageFor(ids))}>
                {t("common.printLabels")}
              </Button>
            )}
          </SelectionBar>
        }
      />
      {lineFor !== null && (
        <Modal
          open
          title={t("product.setLineTitle", { count: ids.length })}
          onCancel={() => setLineFor(null)}
          okText={t("common.save")}
          cancelText={t("common.cancel")}
          onOk={async () => {
            await run(() => setProductsLine(ids, lineFor === NO_LINE ? null : Number(lineFor)));
            setLineFor(null);
          }}
        >
          <Select
            style={{ width: "100%" }}
            value={lineFor}
            onChange={setLineFor}
            options={[{ value: NO_LINE, label: t("product.noLine") }, ...lines]}
          />
        </Modal>
      )}
      {generating && <GenerateWarehouseSkus productIds={ids} onDone={() => setKeys([])} onClose={() => setGenerating(false)} />}
    </div>
  );
}
