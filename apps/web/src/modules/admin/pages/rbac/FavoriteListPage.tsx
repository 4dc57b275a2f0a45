/** favorite/list: the screens I pinned (shown at the top of the menu); pin another, unpin. */
import "../../i18n.rbac";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import message from "antd/es/message";
import Select from "antd/es/select";
import Table from "antd/es/table";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../../lib/api";
import { useMe } from "../../../../lib/auth";
import { pinScreen, unpinScreen, useFavorites } from "../../../../lib/favorites";
import { currentLocale } from "../../../../lib/i18n";
import { buildMenu, favoriteItems } from "../../../../lib/menu";
import { shell } from "../../../../lib/shell";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";

export default function FavoriteListPage() {
  const { t } = useTranslation("admin-rbac");
  const { data: me } = useMe();
  const favorites = useFavorites();
  const locale = currentLocale();
  const permissions = me?.permissions ?? [];
  const { screens } = shell();
  const pinned = favoriteItems(screens, favorites.data ?? [], permissions, locale);
  const pinnable = buildMenu(screens, permissions, locale)
    .flatMap((g) => g.items.map((it) => ({ value: it.path.slice(1), label: `${g.title} / ${it.title}` })))
    .filter((o) => !(favorites.data ?? []).includes(o.value));
  const run = (work: Promise<unknown>) => work.catch((err: unknown) => void message.error(errorMessage(err)));

  return (
    <div>
      <PageHeading title={t("favorite.title")} intro={t("favorite.intro")} />
      <Panel>
        <Select
          style={{ width: 420, marginBottom: 16 }}
          showSearch={{ optionFilterProp: "label" }}
          placeholder={t("favorite.pick")}
          options={pinnable}
          value={null}
          onChange={(path: string) => void run(pinScreen(path))}
          data-testid="pin-screen"
        />
        <Table
          rowKey="path"
          size="small"
          loading={favorites.isLoading}
          pagination={false}
          dataSource={pinned}
          locale={{ emptyText: <Empty description={t("favorite.empty")} /> }}
          columns={[
            { key: "title", title: t("favorite.screen"), render: (_, it) => <Link to={it.path}>{it.title}</Link> },
            {
              key: "actions",
              title: "",
              width: 120,
              render: (_, it) => (
                <Button type="link" size="small" danger onClick={() => void run(unpinScreen(it.path.slice(1)))}>
                  {t("favorite.remove")}
                </Button>
              ),
            },
          ]}
        />
      </Panel>
    </div>
  );
}
