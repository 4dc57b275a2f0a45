/**
 * WMS/earlyWarningSetting: the sellers' stock warning rules, and (tab, its own address so the home page's
 * tiles link to it filtered) the warnings they raised, with a "check now" button on both.
 */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import Tabs from "antd/es/tabs";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { warningResource, warningRuleResource, warningUnits, type WarningKind } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../lib/auth";
import { currentLocale } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { PageHeading } from "../../../components/PageHeading";
import { ResourcePage } from "../../../components/resource/ResourcePage";
import { useCatalogOptions, useProductSearch } from "../../catalog";
import { checkWarnings } from "../api";

const RULES = "/WMS/earlyWarningSetting";
const WARNINGS = `${RULES}/warnings`;

function CheckButton() {
  const { t } = useTranslation("stockcontrol");
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const r = await checkWarnings();
      notify("success", t("warn.checked", r));
      await queryClient.invalidateQueries();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void run()} loading={busy} data-testid="warnings-check">
      {t("warn.check")}
    </Button>
  );
}

export default function WarningsPage() {
  const { t } = useTranslation("stockcontrol");
  const locale = currentLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const staff = me?.org.kind === "operator" || me?.org.kind === "platform";
  const canCheck = hasPermission(me, "stockcontrol:warning:manage");
  const catalog = useCatalogOptions().data;
  const products = useProductSearch("").data ?? [];
  const hide = staff ? [] : ["orgCode", "orgId"];
  const tab = pathname.endsWith("/warnings") ? "warnings" : "rules";
  const toolbar = canCheck ? <CheckButton /> : undefined;
  return (
    <div>
      <PageHeading title={t("warn.title")} intro={t("warn.intro")} />
      <Tabs
        activeKey={tab}
        onChange={(k) => void navigate(k === "warnings" ? WARNINGS : RULES)}
        items={[
          {
            key: "rules",
            label: t("warn.rulesTab"),
            children: (
              <ResourcePage
                resource={warningRuleResource}
                heading={false}
                hide={hide}
                emptyText={t("warn.rulesEmpty")}
                toolbar={toolbar}
                createTestId="create-warning-rule"
                options={{
                  orgId: (catalog?.orgs ?? []).map((o) => ({ value: String(o.id), label: `${o.code} · ${o.name}` })),
                  warehouseId: (catalog?.warehouses ?? []).map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` })),
                  productId: products.map((p) => ({
                    value: String(p.id),
                    label: `${p.sku} · ${locale === "zh-CN" ? p.nameZh : p.nameEn}`,
                  })),
                }}
              />
            ),
          },
          {
            key: "warnings",
            label: t("warn.warningsTab"),
            children: (
              <ResourcePage
                resource={warningResource}
                heading={false}
                hide={hide}
                emptyText={t("warn.warningsEmpty")}
                toolbar={toolbar}
                render={{
                  figure: (r) => `${r.figure} ${warningUnits[r.kind as WarningKind][locale]}`,
                  threshold: (r) => `${r.threshold} ${warningUnits[r.kind as WarningKind][locale]}`,
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
