/**
 * The catalogue's .xlsx imports (products, SKU maps) behind one "Import" button: the platform's
 * ImportDialog (template, file, mode, live progress, result file) plus, for people who serve several
 * sellers, the seller the file is for (the server checks it against their scope).
 */
import "../i18n";
import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Select from "antd/es/select";
import UploadOutlined from "@ant-design/icons/UploadOutlined";
import { useTranslation } from "react-i18next";
import { ImportDialog } from "../../../components/ImportDialog";
import { useCatalogOptions } from "../api";

const kinds = {
  products: { prefix: "/api/v1/Product", title: "imports.products", hint: "imports.productsHint" },
  skuMaps: { prefix: "/api/v1/SkuMap", title: "imports.skuMaps", hint: "imports.skuMapsHint" },
} as const;

interface Props {
  kind: keyof typeof kinds;
  /** Called when the import task ends: refresh the list. */
  onFinished: () => void;
  /** The button's text (default "Import"). */
  label?: string;
  /** The seller already chosen on the page, if any. */
  defaultOrgId?: number;
}

export function CatalogImportButton({ kind, onFinished, label, defaultOrgId }: Props) {
  const { t } = useTranslation("catalog");
  const [open, setOpen] = useState(false);
  const [orgId, setOrgId] = useState<number | undefined>(defaultOrgId);
  const orgs = useCatalogOptions().data?.orgs ?? [];
  // a seller imports into its own org; staff serving several sellers choose one
  const choose = orgs.length > 1;
  const def = kinds[kind];
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        onClick={() => {
          if (defaultOrgId) setOrgId(defaultOrgId);
          setOpen(true);
        }}
        data-testid={`import-${kind}`}
      >
        {label ?? t("imports.button")}
      </Button>
      {open && (
        <ImportDialog
          open
          title={t(def.title)}
          prefix={def.prefix}
          onClose={() => setOpen(false)}
          onFinished={onFinished}
          params={choose ? { orgId } : undefined}
          blocked={choose && !orgId ? t("imports.sellerMissing") : undefined}
        >
          <Alert type="info" showIcon title={t(def.hint)} />
          {choose && (
            <div>
              <p style={{ margin: "0 0 8px" }}>{t("imports.seller")}</p>
              <Select
                style={{ width: 320 }}
                value={orgId}
                onChange={setOrgId}
                placeholder={t("imports.sellerPlaceholder")}
                showSearch={{ optionFilterProp: "label" }}
                options={orgs.map((o) => ({ value: o.id, label: `${o.code} · ${o.name}` }))}
                data-testid="import-seller"
              />
            </div>
          )}
        </ImportDialog>
      )}
    </>
  );
}
