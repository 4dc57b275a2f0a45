/**
 * localemanage: every built-in text, searchable, with the admin's overrides beside it (applied by the web
 * app at start); the second tab lists the overrides alone (localeMessageResource), whose form the first opens.
 */
import "../../i18n.content";
import { useEffect, useRef, useState } from "react";
import Tabs from "antd/es/tabs";
import { useTranslation } from "react-i18next";
import { localeMessageResource } from "@entrepot/contracts";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourcePage, type ResourcePageHandle } from "../../../../components/resource/ResourcePage";
import { BuiltInTextsPanel } from "./BuiltInTextsPanel";

type Open = (page: ResourcePageHandle) => void;

export default function LocaleMessagePage() {
  const { t } = useTranslation("admin-content");
  const overrides = useRef<ResourcePageHandle>(null);
  const [tab, setTab] = useState("all");
  // the overrides' page holds the form: mounted (hidden) once the first tab asks for it, then asked
  const [wanted, setWanted] = useState<Open | null>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!wanted || !overrides.current) return;
    wanted(overrides.current);
    setWanted(null);
  }, [wanted, mounted]);
  const open = (fn: Open) => {
    setMounted(true);
    setWanted(() => fn);
  };
  return (
    <div>
      <PageHeading title={t("locale.title")} intro={t("locale.intro")} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: "all",
            label: t("locale.tabAll"),
            children: (
              <BuiltInTextsPanel
                onOverride={(text, lang, existing) =>
                  open((page) =>
                    existing ? page.edit(existing) : page.create({ lang, msgKey: text.key, text: lang === "zh-CN" ? text.zh : text.en }),
                  )
                }
              />
            ),
          },
          {
            key: "overrides",
            label: t("locale.tabOverrides"),
            forceRender: mounted,
            children: <ResourcePage ref={overrides} resource={localeMessageResource} heading={false} emptyText={t("locale.empty")} />,
          },
        ]}
      />
    </div>
  );
}
