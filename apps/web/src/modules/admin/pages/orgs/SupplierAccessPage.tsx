/** accessgroup/supplier: the supplier orgs the operator serves and the access groups that reach each. */
import "../../i18n.orgs";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { OrgOption } from "@entrepot/contracts";
import { api } from "../../../../lib/api";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { useAccessGroups } from "../../api.orgs";

const SUPPLIER_SERVICE_TYPE = 5;

export default function SupplierAccessPage() {
  const { t } = useTranslation("admin-orgs");
  const suppliers = useQuery({
    queryKey: ["admin-orgs", "suppliers"],
    queryFn: ({ signal }) =>
      api.get<OrgOption[]>("/api/v1/Organization/findAllByServiceType", { serviceType: SUPPLIER_SERVICE_TYPE }, signal),
  });
  const groups = useAccessGroups();
  const groupsOf = (orgId: number) => (groups.data ?? []).filter((g) => g.orgIds.includes(orgId));

  return (
    <div>
      <PageHeading title={t("supplier.title")} intro={t("supplier.intro")} />
      <Panel>
        <Table<OrgOption>
          rowKey="id"
          size="small"
          loading={suppliers.isLoading || groups.isLoading}
          dataSource={suppliers.data ?? []}
          pagination={false}
          data-testid="supplier-access"
          columns={[
            { key: "code", dataIndex: "code", title: t("org.code"), width: 140 },
            { key: "name", dataIndex: "name", title: t("org.name"), width: 240 },
            { key: "customerPrefix", dataIndex: "customerPrefix", title: t("org.customerPrefix"), width: 120 },
            {
              key: "groups",
              title: t("supplier.groups"),
              render: (_v, row) => {
                const list = groupsOf(row.id);
                return list.length ? (
                  list.map((g) => <Tag key={g.id}>{g.name}</Tag>)
                ) : (
                  <span style={{ color: "rgba(0,0,0,0.45)" }}>{t("supplier.none")}</span>
                );
              },
            },
          ]}
        />
      </Panel>
    </div>
  );
}
