/** A stock document screen: the list of its kinds with "New" (operators who manage documents) and the draft form. */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { StockDocKind } from "@entrepot/contracts";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { docUrls } from "../api";
import { DocFormModal } from "./DocFormModal";
import { DocList, useDocPermissions } from "./DocList";

export function DocPage({ kinds }: { kinds: readonly StockDocKind[] }) {
  const { t } = useTranslation("stockdocs");
  const { canManage } = useDocPermissions();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const refresh = useRefreshList(docUrls.list);
  const queryClient = useQueryClient();
  return (
    <>
      <DocList
        screen={kinds[0]!}
        kinds={kinds}
        onEdit={(id) => setEditing({ id })}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="doc-new">
              {t("list.new")}
            </Button>
          )
        }
      />
      {editing && (
        <DocFormModal
          kinds={kinds}
          id={editing.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            void refresh();
            void queryClient.invalidateQueries({ queryKey: ["stockdocs"] });
          }}
        />
      )}
    </>
  );
}
