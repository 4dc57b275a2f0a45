/** registrationmanage/update/:type?id= — one registration: accept, accept without check, or deny (once). */
import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Result from "antd/es/result";
import Spin from "antd/es/spin";
import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { type RegistrationAcceptReply, registrationResource } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { resetReferenceData } from "../../../../lib/referenceCache";
import { DetailView } from "../../../../components/DetailView";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { ResourceForm } from "../../../../components/ResourceForm";
import { listQueryKey } from "../../../../components/resource/listQuery";
import type { FieldDef } from "../../../../components/resource/types";
import { acceptRegistration, denyRegistration, useCompanyRegistered, useRegistration } from "../../api.orgs";
import { registrationDetail } from "../../descriptors.orgs";
import "../../i18n.orgs";

interface AcceptValues {
  orgCode?: string;
  customerPrefix?: string;
  adminUsername?: string;
}
const acceptFields: FieldDef<AcceptValues>[] = [
  {
    name: "customerPrefix",
    label: "admin-orgs:org.customerPrefix",
    kind: "text",
    max: 4,
    pattern: { regex: /^[A-Z]{2,4}$/, message: "admin-orgs:org.prefixRule" },
  },
  {
    name: "orgCode",
    label: "admin-orgs:org.code",
    kind: "text",
    max: 32,
    pattern: { regex: /^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/, message: "admin-orgs:org.codeRule" },
  },
  { name: "adminUsername", label: "admin-orgs:registration.adminUsername", kind: "text", max: 64 },
];
const denyFields: FieldDef<{ reason: string }>[] = [
  { name: "reason", label: "admin-orgs:registration.deniedReason", kind: "textarea", required: true, max: 500 },
];
const blankToUndefined = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

export default function RegistrationReviewPage() {
  const { t } = useTranslation("admin-orgs");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || undefined;
  const { data: me } = useMe();
  const registration = useRegistration(id);
  const registered = useCompanyRegistered(id);
  const [dialog, setDialog] = useState<"accept" | "bypass" | "deny" | null>(null);
  const [created, setCreated] = useState<RegistrationAcceptReply | null>(null);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate("/registrationmanage")}>
      {t("registration.back")}
    </Button>
  );
  if (!id || registration.isError) return <Result status="404" title={t("registration.title")} extra={back} />;
  const row = registration.data;
  if (!row) return <Spin style={{ display: "block", marginTop: 48 }} />;

  const decided = async () => {
    await registration.refetch();
    void queryClient.invalidateQueries({ queryKey: listQueryKey(registrationResource.paths.list.split(" ")[1]!) });
    resetReferenceData(); // a new org joins the pickers
  };
  const accept = async (v: AcceptValues) => {
    const reply = await acceptRegistration(
      {
        id: row.id,
        version: row.version,
        customerPrefix: blankToUndefined(v.customerPrefix),
        orgCode: blankToUndefined(v.orgCode),
        adminUsername: blankToUndefined(v.adminUsername),
      },
      dialog === "bypass",
    );
    setCreated(reply);
    await decided();
  };
  const deny = async (v: { reason: string }) => {
    await denyRegistration({ id: row.id, version: row.version, reason: v.reason.trim() });
    await decided();
  };

  const canDecide = row.status === "pending" && hasPermission(me, "admin:registration:decide");
  const exists = registered.data?.exists;
  return (
    <div style={{ display: "grid", gap: 16 }}>
      <PageHeading title={`${t("registration.title")}: ${row.companyName}`} extra={back} />
      {created && (
        <Alert
          type="success"
          showIcon
          title={t("registration.accepted", { org: `${created.org.name} (${created.org.code})`, username: created.adminUsername })}
          description={
            <>
              {t("registration.initialPassword")}: <code data-testid="initial-password">{created.initialPassword}</code>
            </>
          }
        />
      )}
      <Panel>
        <DetailView fields={registrationDetail} data={row} />
        {row.status === "pending" && exists !== undefined && (
          <Alert
            style={{ marginTop: 16 }}
            type={exists ? "warning" : "info"}
            showIcon
            title={t(exists ? "registration.companyExists" : "registration.companyFree")}
          />
        )}
        {canDecide && (
          <div style={{ display: "flex", gap: 8, marginTop: 16 }}>
            <Button type="primary" disabled={exists} onClick={() => setDialog("accept")} data-testid="accept">
              {t("registration.accept")}
            </Button>
            <Button onClick={() => setDialog("bypass")} data-testid="bypass">
              {t("registration.bypass")}
            </Button>
            <Button danger onClick={() => setDialog("deny")} data-testid="deny">
              {t("registration.deny")}
            </Button>
          </div>
        )}
      </Panel>
      {(dialog === "accept" || dialog === "bypass") && (
        <ResourceForm<AcceptValues>
          open
          mode="create"
          title={`${t("registration.acceptTitle")}${dialog === "bypass" ? ` (${t("registration.bypass")})` : ""}`}
          fields={acceptFields}
          initialValues={{}}
          onSubmit={accept}
          onClose={() => setDialog(null)}
          onConflict={() => void decided()}
        />
      )}
      {dialog === "deny" && (
        <ResourceForm<{ reason: string }>
          open
          mode="create"
          title={t("registration.denyTitle")}
          fields={denyFields}
          onSubmit={deny}
          onClose={() => setDialog(null)}
          onConflict={() => void decided()}
        />
      )}
    </div>
  );
}
