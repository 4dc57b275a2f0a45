/**
 * localemanage, "all texts": every built-in text of the app (key, Chinese, English) beside its overrides,
 * searchable by key or by its words; "Override" opens the override form filled in.
 */
import { useMemo, useState } from "react";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MAX_ROWS, type LocaleMessageRow, type PageReply } from "@entrepot/contracts";
import { api } from "../../../../lib/api";
import { type BuiltInText, searchTexts, shell } from "../../../../lib/shell";
import { listQueryKey } from "../../../../components/resource/listQuery";
import { localeMessageUrls } from "../../api.content";

interface TextRow extends BuiltInText {
  zhOverride?: LocaleMessageRow;
  enOverride?: LocaleMessageRow;
}

export function BuiltInTextsPanel({
  onOverride,
}: {
  onOverride: (text: BuiltInText, lang: "zh-CN" | "en-US", existing?: LocaleMessageRow) => void;
}) {
  const { t } = useTranslation("admin-content");
  const [search, setSearch] = useState("");
  const texts = useQuery({ queryKey: ["admin-content", "builtInTexts"], queryFn: () => shell().loadBuiltInTexts(), staleTime: Infinity });
  // the overrides are few: all of them, to show beside their texts (the list below refreshes them after a save)
  const overrides = useQuery({
    queryKey: [...listQueryKey(localeMessageUrls.list), "all"],
    queryFn: ({ signal }) => api.get<PageReply<LocaleMessageRow>>(localeMessageUrls.list, { rows: String(MAX_ROWS) }, signal),
  });
  const rows = useMemo(() => {
    const byKey = new Map<string, LocaleMessageRow>((overrides.data?.rows ?? []).map((o) => [`${o.lang}|${o.msgKey}`, o]));
    const all: TextRow[] = (texts.data ?? []).map((x) => ({
      ...x,
      zhOverride: byKey.get(`zh-CN|${x.key}`),
      enOverride: byKey.get(`en-US|${x.key}`),
    }));
    return searchTexts(all, search, (r) => `${r.zhOverride?.text ?? ""}\n${r.enOverride?.text ?? ""}`);
  }, [texts.data, overrides.data, search]);

  const cell = (builtIn: string, override: LocaleMessageRow | undefined) =>
    override ? (
      <>
        <div>
          <Tag color="orange">{t("locale.overridden")}</Tag>
          {override.text}
        </div>
        <Typography.Text type="secondary" delete>
          {builtIn}
        </Typography.Text>
      </>
    ) : (
      builtIn
    );

  return (
    <div data-testid="built-in-texts">
      <Input.Search
        allowClear
        placeholder={t("locale.searchPlaceholder")}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ maxWidth: 480, marginBottom: 12 }}
        data-testid="built-in-search"
      />
      <Table<TextRow>
        size="small"
        bordered
        rowKey="key"
        loading={texts.isLoading || overrides.isLoading}
        dataSource={rows}
        scroll={{ x: 1100 }}
        pagination={{
          defaultPageSize: 20,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (count) => t("components:table.total", { count }),
        }}
        locale={{ emptyText: t("components:table.noMatch") }}
        columns={[
          {
            key: "key",
            dataIndex: "key",
            title: t("locale.msgKey"),
            width: 300,
            render: (k: string) => <Typography.Text code>{k}</Typography.Text>,
          },
          { key: "zh", title: t("lang.zh-CN"), width: 320, render: (_, r) => cell(r.zh, r.zhOverride) },
          { key: "en", title: t("lang.en-US"), width: 320, render: (_, r) => cell(r.en, r.enOverride) },
          {
            key: "actions",
            title: t("components:common.actions"),
            width: 160,
            fixed: "right",
            render: (_, r) => (
              <>
                <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => onOverride(r, "zh-CN", r.zhOverride)}>
                  {t("locale.overrideZh")}
                </Button>
                <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => onOverride(r, "en-US", r.enOverride)}>
                  {t("locale.overrideEn")}
                </Button>
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
