/** sales/ProductManage (productManageView): tick products, then activate, deactivate, set the product line, generate warehouse SKUs or print labels. */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { productManageView } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { hasPermission, useMe } from "../../../lib/auth";
import { ResourcePage } from "../../../components/resource/ResourcePage";
import { setProductsActive, setProductsLine } from "../api";
import { productCells } from "../descriptors";
import { labelPageFor, useListOptions } from "./listOptions";
import { GenerateWarehouseSkus } from "./GenerateWarehouseSkus";

const NO_LINE = "none";
type After = { reload: () => Promise<unknown>; clear: () => void };

export default function ProductManagePage() {
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const { data: me } = useMe();
  const [lineFor, setLineFor] = useState<{ ids: number[]; line: string; after: After } | null>(null);
  const [generating, setGenerating] = useState<{ ids: number[]; after: After } | null>(null);
  const { lines, sellers } = useListOptions();

  const run = async (work: () => Promise<{ changed: number }>, after: After) => {
    try {
      void message.success(t("common.done", { count: (await work()).changed }));
      void after.reload();
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };

  return (
    <>
      <ResourcePage
        resource={productManageView}
        intro={t("manage.intro")}
        emptyText={t("product.empty")}
        options={{ productLineId: lines, orgId: sellers.length > 1 ? sellers : undefined }}
        extraFilters={[{ field: "name", label: t("common.name"), kind: "text", width: 160 }]}
        render={productCells}
        bulkActions={(ids, after) => (
          <>
            <Button disabled={!ids.length} onClick={() => void run(() => setProductsActive(ids, true), after)} data-testid="bulk-activate">
              {t("common.activate")}
            </Button>
            <Button
              disabled={!ids.length}
              onClick={() => void run(() => setProductsActive(ids, false), after)}
              data-testid="bulk-deactivate"
            >
              {t("common.deactivate")}
            </Button>
            <Button disabled={!ids.length} onClick={() => setLineFor({ ids, line: NO_LINE, after })}>
              {t("product.setLine")}
            </Button>
            {hasPermission(me, "catalog:warehouseSku:manage") && (
              <Button disabled={!ids.length} onClick={() => setGenerating({ ids, after })}>
                {t("product.generateWarehouseSkus")}
              </Button>
            )}
            {hasPermission(me, "catalog:label:print") && (
              <Button disabled={!ids.length} onClick={() => void navigate(labelPageFor(ids))}>
                {t("common.printLabels")}
              </Button>
            )}
          </>
        )}
      />
      {lineFor && (
        <Modal
          open
          title={t("product.setLineTitle", { count: lineFor.ids.length })}
          onCancel={() => setLineFor(null)}
          okText={t("common.save")}
          cancelText={t("common.cancel")}
          onOk={async () => {
            await run(() => setProductsLine(lineFor.ids, lineFor.line === NO_LINE ? null : Number(lineFor.line)), lineFor.after);
            setLineFor(null);
          }}
        >
          <Select
            style={{ width: "100%" }}
            value={lineFor.line}
            onChange={(line) => setLineFor({ ...lineFor, line })}
            options={[{ value: NO_LINE, label: t("product.noLine") }, ...lines]}
          />
        </Modal>
      )}
      {generating && (
        <GenerateWarehouseSkus productIds={generating.ids} onDone={generating.after.clear} onClose={() => setGenerating(null)} />
      )}
    </>
  );
}
