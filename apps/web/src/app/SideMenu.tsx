import { useMemo } from "react";
import Menu, { type MenuProps } from "antd/es/menu";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import HomeOutlined from "@ant-design/icons/HomeOutlined";
import AppstoreOutlined from "@ant-design/icons/AppstoreOutlined";
import StarOutlined from "@ant-design/icons/StarOutlined";
import type { MeReply } from "@entrepot/contracts";
import { currentLocale } from "../lib/i18n";
import { useFavorites } from "../lib/favorites";
import { buildMenu, favoriteItems } from "../lib/menu";
import { screens } from "./screens";

type MenuItem = NonNullable<MenuProps["items"]>[number];

// a name longer than the menu wraps onto a second line instead of ending in "…" (whole words, any language)
const wrapNames = `
.entrepot-side-menu .ant-menu-item, .entrepot-side-menu .ant-menu-submenu-title { height: auto; min-height: 40px; line-height: 20px; padding-block: 10px; }
.entrepot-side-menu .ant-menu-title-content { white-space: normal; overflow: visible; text-overflow: clip; overflow-wrap: anywhere; }
`;

export function SideMenu({ me }: { me: MeReply }) {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  const locale = currentLocale();
  const groups = useMemo(() => buildMenu(screens, me.permissions, locale), [me.permissions, locale]);
  const { data: pinned } = useFavorites();
  const favorites = useMemo(() => favoriteItems(screens, pinned ?? [], me.permissions, locale), [pinned, me.permissions, locale]);

  const items: MenuItem[] = [
    { key: "/", icon: <HomeOutlined />, label: <Link to="/">{t("home")}</Link> },
    // pinned screens first (favorite/list), open by default
    ...(favorites.length
      ? [
          {
            key: "area:favorites",
            icon: <StarOutlined />,
            label: t("favorites"),
            children: favorites.map((it) => ({ key: `fav:${it.path}`, label: <Link to={it.path}>{it.title}</Link> })),
          },
        ]
      : []),
    ...groups.map((g): MenuItem => ({
      key: `area:${g.area}`,
      icon: <AppstoreOutlined />,
      label: g.title,
      children: g.items.map((it) => ({ key: it.path, label: <Link to={it.path}>{it.title}</Link> })),
    })),
  ];
  const selected =
    pathname === "/"
      ? "/"
      : (groups.flatMap((g) => g.items).find((it) => pathname === it.path || pathname.startsWith(`${it.path}/`))?.path ?? pathname);
  const openArea = groups.find((g) => g.items.some((it) => it.path === selected));

  return (
    <>
      <style>{wrapNames}</style>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[selected]}
        defaultOpenKeys={["area:favorites", ...(openArea ? [`area:${openArea.area}`] : [])]}
        className="entrepot-side-menu"
        style={{ borderInlineEnd: 0 }}
        data-testid="side-menu"
      />
    </>
  );
}
