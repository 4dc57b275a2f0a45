/** accessgroup/dataReport: how many orgs and members each access group covers (from findAllByContextId). */
import "../../i18n.orgs";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import type { AccessGroupRow } from "@entrepot/contracts";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { useAccessGroups } from "../../api.orgs";

export default function AccessGroupReportPage() {
  const { t } = useTranslation("admin-orgs");
  const groups = useAccessGroups();
  return (
    <div>
      <PageHeading title={t("report.title")} intro={t("report.intro")} />
      <Panel>
        <Table<AccessGroupRow>
          rowKey="id"
          size="small"
          loading={groups.isLoading}
          dataSource={groups.data ?? []}
          pagination={false}
          data-testid="access-group-report"
          columns={[
            { key: "code", dataIndex: "code", title: t("group.code"), width: 140 },
            { key: "name", dataIndex: "name", title: t("group.name"), width: 200 },
            { key: "orgCount", title: t("report.orgCount"), width: 100, align: "right", render: (_v, r) => r.orgIds.length },
            { key: "userCount", title: t("report.userCount"), width: 100, align: "right", render: (_v, r) => r.userIds.length },
            { key: "orgNames", dataIndex: "orgNames", title: t("group.orgNames"), ellipsis: true },
          ]}
          summary={(rows) =>
            rows.length === 0 ? null : (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  {t("report.total", { count: rows.length })}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {new Set(rows.flatMap((r) => r.orgIds)).size}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {new Set(rows.flatMap((r) => r.userIds)).size}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} />
              </Table.Summary.Row>
            )
          }
        />
      </Panel>
    </div>
  );
}
