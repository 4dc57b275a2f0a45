/** orgmanage/update/:type — `add` creates an organisation; `edit?id=` edits it and its settings. */
import "../../i18n.orgs";
import Button from "antd/es/button";
import message from "antd/es/message";
import Result from "antd/es/result";
import Spin from "antd/es/spin";
import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { type OrgDetail, orgResource } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { resetReferenceData } from "../../../../lib/referenceCache";
import { PageForm } from "../../../../components/PageForm";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { listQueryKey } from "../../../../components/resource/listQuery";
import { errorMessage } from "../../../../lib/api";
import { assignGeneratedPrefix, orgQueryKey, saveOrg, updateOrgSettings, useOperatorOptions, useOrg } from "../../api.orgs";
import { orgFields, type OrgFormValues, orgSettingsFields, type OrgSettingsValues } from "../../descriptors.orgs";
import { orNull } from "../../../../components/format";

export default function OrgEditPage() {
  const { t } = useTranslation("admin-orgs");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { type } = useParams();
  const [params] = useSearchParams();
  const id = type === "edit" ? Number(params.get("id")) || undefined : undefined;
  const { data: me } = useMe();
  const isPlatform = me?.org.kind === "platform";
  const operators = useOperatorOptions(isPlatform);
  const org = useOrg(id);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate("/orgmanage")}>
      {t("org.back")}
    </Button>
  );
  if (type !== "add" && type !== "edit") return <Result status="404" title={t("org.notFound")} extra={back} />;
  if (id && org.isError) return <Result status="404" title={t("org.notFound")} extra={back} />;
  if (id && !org.data) return <Spin style={{ display: "block", marginTop: 48 }} />;

  const changed = (saved: OrgDetail) => {
    queryClient.setQueryData(orgQueryKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: listQueryKey(orgResource.paths.list.split(" ")[1]!) });
    resetReferenceData(); // org pickers
  };
  const operatorOptions = isPlatform ? (operators.data ?? []).map((o) => ({ value: o.id, label: o.name })) : null;

  const saveBasic = async (v: OrgFormValues) => {
    const body = {
      code: v.code.trim(),
      name: v.name.trim(),
      kind: v.kind,
      customerPrefix: orNull(v.customerPrefix),
      contactName: orNull(v.contactName),
      contactEmail: orNull(v.contactEmail),
      contactPhone: orNull(v.contactPhone),
      ...(v.managingOrgId ? { managingOrgId: Number(v.managingOrgId) } : {}),
    };
    const saved = org.data ? await saveOrg({ ...body, id: org.data.id, version: org.data.version }) : await saveOrg(body);
    changed(saved);
    if (!org.data) void navigate(`/orgmanage/update/edit?id=${saved.id}`, { replace: true });
  };
  const saveSettings = async (v: OrgSettingsValues) => {
    const current = org.data!;
    const saved = await updateOrgSettings({
      id: current.id,
      settingsVersion: current.settings.settingsVersion,
      defaultWarehouse: orNull(v.defaultWarehouse),
      currency: v.currency ?? null,
      locale: (v.locale as "zh-CN" | "en-US" | null | undefined) ?? null,
      timeZone: v.timeZone ?? null,
      billingContactName: orNull(v.billingContactName),
      billingContactEmail: orNull(v.billingContactEmail),
    });
    changed(saved);
  };
  const reload = () => void org.refetch();
  const generatePrefix = async (orgId: number) => {
    try {
      const { prefix } = await assignGeneratedPrefix(orgId);
      void message.success(`${t("org.customerPrefix")}: ${prefix}`);
    } catch (err) {
      void message.error(errorMessage(err));
    }
    reload();
  };
  const canManage = hasPermission(me, "admin:org:manage");

  const current = org.data;
  return (
    <div style={{ display: "grid", gap: 16 }}>
      <PageHeading title={current ? t("org.editTitle", { code: current.code }) : t("org.createTitle")} extra={back} />
      <Panel title={t("org.basic")}>
        {current && !current.customerPrefix && canManage && (
          <Button style={{ marginBottom: 16 }} onClick={() => void generatePrefix(current.id)} data-testid="gen-prefix">
            {t("org.genPrefix")}
          </Button>
        )}
        <PageForm<OrgFormValues>
          key={`basic-${current?.version ?? 0}`}
          name="org"
          mode={current ? "edit" : "create"}
          fields={orgFields(operatorOptions)}
          initialValues={
            current
              ? {
                  ...current,
                  kind: current.kind as OrgFormValues["kind"],
                  managingOrgId: current.managingOrgId ? String(current.managingOrgId) : null,
                }
              : { kind: "seller" }
          }
          onSubmit={saveBasic}
          onConflict={reload}
          readOnly={!canManage}
        />
      </Panel>
      {current && (
        <Panel title={t("org.settings")}>
          <PageForm<OrgSettingsValues>
            key={`settings-${current.settings.settingsVersion}`}
            name="settings"
            mode="edit"
            fields={orgSettingsFields}
            initialValues={current.settings}
            onSubmit={saveSettings}
            onConflict={reload}
            readOnly={!hasPermission(me, "admin:org:settings")}
          />
        </Panel>
      )}
    </div>
  );
}
