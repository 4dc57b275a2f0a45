/** advertising/tactics/createTactics/add and /edit?id=: a tactic's name, its rules and the campaigns they apply to. */
import "../../i18n";
import { useEffect, useState } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Space from "antd/es/space";
import message from "antd/es/message";
import { useNavigate, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { tacticResource } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { PageHeading } from "../../../../components/PageHeading";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { Panel } from "../../../../components/Panel";
import { fetchTactic, saveTactic, useRulePickers } from "../../api.rules";

const LIST = "/advertising/tactics";
interface Values {
  name: string;
  description?: string | null;
  ruleIds: number[];
  campaignIds: number[];
}

export default function TacticFormPage() {
  const { t } = useTranslation("advertising");
  const navigate = useNavigate();
  // the list is cached from before: a saved record must show when it opens again
  const refreshList = useRefreshList(tacticResource.paths.list.split(" ")[1]!);
  const [params] = useSearchParams();
  const id = params.get("id") ? Number(params.get("id")) : undefined;
  const tactic = useQuery({ queryKey: ["advertising", "tactic", id ?? 0], enabled: !!id, queryFn: () => fetchTactic(id!) });
  const pickers = useRulePickers().data;
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (tactic.data) form.setFieldsValue(tactic.data);
  }, [tactic.data, form]);

  const save = async (v: Values) => {
    setBusy(true);
    try {
      await saveTactic({ ...v, ...(tactic.data ? { id: tactic.data.id, version: tactic.data.version } : {}) });
      void message.success(t("form.saved"));
      void refreshList();
      void navigate(LIST);
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <PageHeading
        title={tactic.data ? t("tactics.editTitle", { name: tactic.data.name }) : t("tactics.newTitle")}
        intro={t("tactics.intro")}
      />
      <Panel>
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)} style={{ maxWidth: 720 }}>
          <Form.Item name="name" label={t("form.name")} rules={[{ required: true, max: 100 }]}>
            <Input maxLength={100} data-testid="tactic-name" />
          </Form.Item>
          <Form.Item name="description" label={t("form.description")} rules={[{ max: 500 }]}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="ruleIds" label={t("tactics.rules")} rules={[{ required: true }]}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: "label" }}
              data-testid="tactic-rules"
              options={(pickers?.rules ?? []).map((r) => ({ value: r.id, label: r.name }))}
            />
          </Form.Item>
          <Form.Item name="campaignIds" label={t("tactics.campaigns")} rules={[{ required: true }]}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: "label" }}
              data-testid="tactic-campaigns"
              options={(pickers?.campaigns ?? []).map((c) => ({ value: c.id, label: `${c.adType} · ${c.name}` }))}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="tactic-save">
              {t("form.save")}
            </Button>
            <Button onClick={() => void navigate(LIST)}>{t("form.cancel")}</Button>
          </Space>
        </Form>
      </Panel>
    </div>
  );
}
