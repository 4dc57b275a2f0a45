/** sales/category: the two-level category tree of each sales platform (e.g. Amazon browse nodes), from channelCategoryResource. */
import "../../i18n.business";
import { useEffect, useRef } from "react";
import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { channelCategoryResource } from "@entrepot/contracts";
import { ResourcePage, type ResourcePageHandle } from "../../../../components/resource/ResourcePage";
import { usePlatformOptions, useRefreshOptions } from "../../api.business";

const CHANNEL = "search[EQ_channel]";

export default function ChannelCategoryPage() {
  const { t } = useTranslation("md-business");
  const page = useRef<ResourcePageHandle>(null);
  const [params, setParams] = useSearchParams();
  const platforms = usePlatformOptions().data;
  const refresh = useRefreshOptions();
  const channel = params.get(CHANNEL) ?? undefined;
  // a tree is one platform's: the first platform's until another is chosen
  const first = platforms?.[0]?.code;
  useEffect(() => {
    if (!channel && first) setParams((p) => new URLSearchParams([...p, [CHANNEL, first]]), { replace: true });
  }, [channel, first, setParams]);

  return (
    <ResourcePage
      ref={page}
      resource={channelCategoryResource}
      intro={t("category.intro")}
      emptyText={t("category.empty")}
      tree={{ parent: "parentId" }}
      options={{ channel: platforms?.map((p) => ({ value: p.code, label: p.name })) }}
      listEnabled={!!channel}
      // a new category belongs to the platform shown; a top one has no parent (a sub-category's is given below)
      createExtra={{ channel, parentId: null }}
      createDisabled={!channel}
      editExtra={(row) => ({ channel: row.channel, parentId: row.parentId })}
      render={{ name: (r) => (r.active ? r.name : <span style={{ opacity: 0.55 }}>{r.name}</span>) }}
      onChanged={() => refresh("categories")}
      actionsWidth={220}
      extraActions={(row) =>
        row.level === 1 && (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 4 }}
            onClick={() => page.current?.create({ parentId: row.id }, t("category.addChildOf", { name: row.name }))}
            data-testid={`add-child-${row.code}`}
          >
            {t("category.addChild")}
          </Button>
        )
      }
    />
  );
}
