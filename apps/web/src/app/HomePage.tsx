import { useEffect } from "react";
import Tag from "antd/es/tag";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../components/PageHeading";
import { Panel } from "../components/Panel";
import { useMe } from "../lib/auth";
import { currentLocale } from "../lib/i18n";
import { buildMenu } from "../lib/menu";
import { screens } from "./screens";
import { WorkBoard } from "./WorkBoard";

/** What every logged-in user sees first: who and where they are, the work waiting for them (WorkBoard), and their screens. */
export default function HomePage() {
  const { t } = useTranslation("shell");
  const me = useMe().data;
  useEffect(() => {
    document.title = t("appName");
  }, [t]);
  if (!me) return null;
  const groups = buildMenu(screens, me.permissions, currentLocale());

  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 16, maxWidth: 1200 }}>
      <Panel>
        <div data-testid="welcome">
          <PageHeading
            title={t("homePage.welcome", { name: me.user.fullName || me.user.username })}
            intro={groups.length ? t("homePage.intro") : t("homePage.noScreens")}
          />
        </div>
        <div style={{ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" }} data-testid="who">
          <span>
            {me.org.name} ({me.org.code}) · {t(`orgKinds.${me.org.kind}`)} · {me.context.name}
          </span>
          {me.roles.map((r) => (
            <Tag key={r.code} color="blue">
              {r.name}
            </Tag>
          ))}
        </div>
      </Panel>
      <WorkBoard />
      {groups.length > 0 && (
        <Panel title={t("homePage.screens")}>
          {groups.map((g) => (
            <div key={g.area} style={{ marginBottom: 12 }}>
              <strong>{g.title}</strong>
              <div style={{ display: "flex", flexWrap: "wrap", gap: "4px 16px", marginTop: 4 }}>
                {g.items.map((it) => (
                  <Link key={it.path} to={it.path}>
                    {it.title}
                  </Link>
                ))}
              </div>
            </div>
          ))}
        </Panel>
      )}
    </div>
  );
}
