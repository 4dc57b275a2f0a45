/** My account: the caller's active sessions, ending one, and signing out everywhere. */
import Button from "antd/es/button";
import message from "antd/es/message";
import Popconfirm from "antd/es/popconfirm";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../../lib/api";
import { logout } from "../../../../lib/auth";
import { currentLocale } from "../../../../lib/i18n";
import { formatDateTime } from "../../../../components/format";
import { Panel } from "../../../../components/Panel";
import { endSession, signOutEverywhere, useSessions, type SessionRow } from "../../api.rbac";

export function AccountSessions() {
  const { t } = useTranslation("admin-rbac");
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const end = async (id: string) => {
    try {
      await endSession(id);
      await queryClient.invalidateQueries({ queryKey: ["admin-rbac", "sessions"] });
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };
  const everywhere = async () => {
    await signOutEverywhere().catch(() => undefined);
    await logout();
    window.location.assign("/login");
  };
  const when = (v: string) => formatDateTime(v, currentLocale());
  return (
    <Panel
      title={
        <span style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
          {t("account.sessions")}
          <Popconfirm title={t("account.confirmSignOut")} onConfirm={() => void everywhere()}>
            <Button danger data-testid="sign-out-everywhere">
              {t("account.signOutEverywhere")}
            </Button>
          </Popconfirm>
        </span>
      }
      style={{ marginTop: 16 }}
    >
      <Table<SessionRow>
        size="small"
        rowKey="id"
        loading={sessions.isLoading}
        dataSource={sessions.data}
        pagination={false}
        columns={[
          { key: "createdAt", title: t("account.createdAt"), render: (_, r) => when(r.createdAt) },
          { key: "lastSeenAt", title: t("account.lastSeenAt"), render: (_, r) => when(r.lastSeenAt) },
          { key: "ip", dataIndex: "ip", title: t("account.ip") },
          { key: "userAgent", dataIndex: "userAgent", title: t("account.userAgent"), ellipsis: true },
          {
            key: "actions",
            title: "",
            render: (_, r) =>
              r.current ? (
                <Tag color="blue">{t("account.current")}</Tag>
              ) : (
                <Button type="link" size="small" onClick={() => void end(r.id)}>
                  {t("account.endSession")}
                </Button>
              ),
          },
        ]}
      />
    </Panel>
  );
}
