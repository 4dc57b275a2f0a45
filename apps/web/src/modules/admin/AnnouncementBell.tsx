/**
 * The header's announcement indicator: a bell with the unread count; it opens the announcements reaching
 * the user, who marks them read. Loaded lazily by the shell, so its texts come with it.
 */
import "./i18n.content";
import { useState } from "react";
import Badge from "antd/es/badge";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Empty from "antd/es/empty";
import message from "antd/es/message";
import Tag from "antd/es/tag";
import theme from "antd/es/theme";
import BellOutlined from "@ant-design/icons/BellOutlined";
import PaperClipOutlined from "@ant-design/icons/PaperClipOutlined";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/api";
import { currentLocale } from "../../lib/i18n";
import { formatDateTime } from "../../components/format";
import { attachFileViewUrl, useMarkAnnouncementRead, useMyAnnouncements } from "./api.content";

export default function AnnouncementBell() {
  const { t } = useTranslation("admin-content");
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const mine = useMyAnnouncements();
  const markRead = useMarkAnnouncementRead();
  const rows = mine.data?.rows ?? [];

  const read = async (id: number) => {
    try {
      await markRead(id);
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };

  return (
    <>
      <Badge count={mine.data?.unread ?? 0} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={t("bell.open")}
          onClick={() => setOpen(true)}
          data-testid="announcement-bell"
        />
      </Badge>
      <Drawer title={t("bell.title")} open={open} onClose={() => setOpen(false)} size={420}>
        {rows.length === 0 ? (
          <Empty description={t("bell.empty")} />
        ) : (
          rows.map((a) => (
            <article
              key={a.id}
              data-testid={`announcement-${a.id}`}
              style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, paddingBottom: 12, marginBottom: 12 }}
            >
              <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
                <strong style={{ flex: 1, fontWeight: a.read ? token.fontWeightStrong - 200 : token.fontWeightStrong }}>{a.title}</strong>
                {a.read ? (
                  <Tag>{t("bell.read")}</Tag>
                ) : (
                  <Button size="small" onClick={() => void read(a.id)} data-testid={`mark-read-${a.id}`}>
                    {t("bell.markRead")}
                  </Button>
                )}
              </div>
              <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                {formatDateTime(a.publishedAt, currentLocale())}
              </div>
              {/* the server sanitised this HTML when it was saved (no scripts, handlers or javascript: links) */}
              <div dangerouslySetInnerHTML={{ __html: a.content }} />
              {a.attachments.map((f) => (
                <div key={f.id}>
                  <PaperClipOutlined />{" "}
                  <a href={attachFileViewUrl(f.id)} download={f.fileName}>
                    {f.fileName}
                  </a>
                </div>
              ))}
            </article>
          ))
        )}
      </Drawer>
    </>
  );
}
