import Dropdown from "antd/es/dropdown";
import type { MenuProps } from "antd/es/menu";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import UserOutlined from "@ant-design/icons/UserOutlined";
import GlobalOutlined from "@ant-design/icons/GlobalOutlined";
import ReloadOutlined from "@ant-design/icons/ReloadOutlined";
import LogoutOutlined from "@ant-design/icons/LogoutOutlined";
import CheckOutlined from "@ant-design/icons/CheckOutlined";
import type { Locale, MeReply } from "@entrepot/contracts";
import { errorMessage } from "../lib/api";
import { logout, switchLocale } from "../lib/auth";
import { currentLocale } from "../lib/i18n";
import { notify } from "../lib/notify";
import { resetReferenceData } from "../lib/referenceCache";

export const localeNames: Record<Locale, string> = { "zh-CN": "中文", "en-US": "English" };

export function UserMenu({ me }: { me: MeReply }) {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const locale = currentLocale();

  const items: MenuProps["items"] = [
    {
      key: "language",
      icon: <GlobalOutlined />,
      label: t("header.language"),
      children: (Object.keys(localeNames) as Locale[]).map((l) => ({
        key: `locale:${l}`,
        label: localeNames[l],
        icon: l === locale ? <CheckOutlined /> : <span style={{ display: "inline-block", width: 14 }} />,
      })),
    },
    { key: "refresh", icon: <ReloadOutlined />, label: t("header.refreshReferenceData") },
    { type: "divider" },
    { key: "logout", icon: <LogoutOutlined />, label: t("header.logout"), danger: true },
  ];

  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key.startsWith("locale:")) {
      const next = key.slice("locale:".length) as Locale;
      if (next !== locale) switchLocale(next, true).catch((err: unknown) => notify("error", errorMessage(err)));
    } else if (key === "refresh") {
      resetReferenceData();
      notify("success", t("header.referenceDataRefreshed"));
    } else if (key === "logout") {
      // leave the shell first, so that nothing on screen refetches (and hits a 401) while the session ends
      void Promise.resolve(navigate("/login", { replace: true }))
        .then(() => logout())
        .then(() => notify("success", t("header.loggedOut")));
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={["click"]} placement="bottomRight">
      <a
        onClick={(e) => e.preventDefault()}
        data-testid="user-menu"
        style={{ color: "inherit", display: "inline-flex", gap: 8, alignItems: "center" }}
      >
        <UserOutlined />
        <span>{me.user.fullName || me.user.username}</span>
      </a>
    </Dropdown>
  );
}
