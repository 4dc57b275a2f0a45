/** The shell around every screen: session check, header, the permission-filtered side menu, content. */
import { lazy, Suspense, useState } from "react";
import Layout from "antd/es/layout";
import Button from "antd/es/button";
import theme from "antd/es/theme";
import { Navigate, Outlet, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import CloseCircleOutlined from "@ant-design/icons/CloseCircleOutlined";
import { ApiError, errorMessage } from "../lib/api";
import { hasPermission, useMe } from "../lib/auth";
import { currentLocale } from "../lib/i18n";
import { PageSpinner } from "./LazyScreen";
import { useGlobalData } from "../lib/referenceCache";
import { SideMenu } from "./SideMenu";
import { StatusScreen } from "./StatusScreen";
import { UserMenu } from "./UserMenu";

const HEADER_HEIGHT = 48;
// the announcements indicator loads after the shell (its own chunk), so the first visit stays small
const AnnouncementBell = lazy(() => import("../modules/admin/AnnouncementBell"));

export function AppLayout() {
  const { t } = useTranslation("shell");
  const location = useLocation();
  const me = useMe();
  const [collapsed, setCollapsed] = useState(false);
  const { token } = theme.useToken();
  // start data: context and the dictionary cache version (clears the session cache when it moved)
  useGlobalData(hasPermission(me.data, "admin:context:read"));

  if (me.isPending) return <PageSpinner />;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 401) {
      return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
    }
    return (
      <StatusScreen
        tone="error"
        icon={<CloseCircleOutlined />}
        title={errorMessage(me.error)}
        extra={
          <Button type="primary" onClick={() => void me.refetch()}>
            {t("status.retry")}
          </Button>
        }
      />
    );
  }

  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Header
        style={{
          height: HEADER_HEIGHT,
          lineHeight: `${HEADER_HEIGHT}px`,
          padding: "0 16px",
          display: "flex",
          alignItems: "center",
          gap: 16,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <strong style={{ fontSize: 16, whiteSpace: "nowrap" }}>{t("appName")}</strong>
        <span
          style={{ color: token.colorTextSecondary, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
          data-testid="org-name"
        >
          {me.data.org.name}
        </span>
        <span style={{ flex: 1 }} />
        <Suspense fallback={null}>
          <AnnouncementBell />
        </Suspense>
        <UserMenu me={me.data} />
      </Layout.Header>
      <Layout>
        <Layout.Sider
          // English group and screen names run longer than Chinese ones: a wider menu, and long names wrap (SideMenu)
          width={currentLocale() === "en-US" ? 272 : 248}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          theme="light"
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <SideMenu me={me.data} />
        </Layout.Sider>
        <Layout.Content style={{ padding: 16, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
