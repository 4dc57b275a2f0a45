/** announcemanage: write, publish, withdraw and delete announcements (`announcementResource`, contracts); files per announcement. */
import "../../i18n.content";
import { useState } from "react";
import Button from "antd/es/button";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import { type AnnouncementRow, announcementResource } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { setAnnouncementActive } from "../../api.content";
import { AnnouncementFiles } from "./AnnouncementFiles";

export default function AnnouncementPage() {
  const { t } = useTranslation("admin-content");
  const [filesOf, setFilesOf] = useState<AnnouncementRow | null>(null);

  const toggle = async (row: AnnouncementRow, changed: () => Promise<unknown>) => {
    try {
      await setAnnouncementActive({ id: row.id, version: row.version, active: !row.active });
      void message.success(t(row.active ? "announcement.withdrawnOk" : "announcement.publishedOk"));
    } catch (err) {
      void message.error(errorMessage(err));
    }
    void changed();
  };

  return (
    <>
      <ResourcePage
        resource={announcementResource}
        intro={t("announcement.intro")}
        emptyText={t("announcement.empty")}
        columns={2}
        actionsWidth={220}
        extraActions={(row, changed) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => void toggle(row, changed)}
              style={{ paddingInline: 4 }}
              data-testid={`toggle-${row.id}`}
            >
              {t(row.active ? "announcement.withdraw" : "announcement.publish")}
            </Button>
            <Button type="link" size="small" onClick={() => setFilesOf(row)} style={{ paddingInline: 4 }}>
              {t("announcement.filesAction")}
            </Button>
          </>
        )}
      />
      {filesOf && <AnnouncementFiles announcement={filesOf} onClose={() => setFilesOf(null)} />}
    </>
  );
}
