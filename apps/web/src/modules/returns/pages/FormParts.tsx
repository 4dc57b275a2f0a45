/** Pieces the return plan form and the unplanned receipt form share: the reason, a text field, a line's remove button, the buttons. */
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Space from "antd/es/space";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { returnReasonLabels, returnReasons } from "@entrepot/contracts";
import { currentLocale } from "../../../lib/i18n";

export function ReasonItem({ testId }: { testId?: string }) {
  const { t } = useTranslation("returns");
  const locale = currentLocale();
  return (
    <Form.Item name="reason" label={t("form.reason")} rules={[{ required: true }]}>
      <Select data-testid={testId} options={returnReasons.map((r) => ({ value: r, label: returnReasonLabels[r][locale] }))} />
    </Form.Item>
  );
}

export function TextItem({ name, label, max, testId }: { name: string; label: string; max: number; testId?: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Input maxLength={max} data-testid={testId} />
    </Form.Item>
  );
}

/** A line's remove link, level with the first line's labelled inputs. */
export function RemoveLine({ first, onClick }: { first: boolean; onClick: () => void }) {
  const { t } = useTranslation("returns");
  return (
    <Button type="link" danger onClick={onClick} style={{ marginTop: first ? 30 : 0 }}>
      {t("form.remove")}
    </Button>
  );
}

export function FormButtons({ busy, label, testId }: { busy: boolean; label: string; testId: string }) {
  const { t } = useTranslation("returns");
  const navigate = useNavigate();
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={busy} data-testid={testId}>
        {label}
      </Button>
      <Button onClick={() => void navigate(-1)}>{t("components:form.cancel")}</Button>
    </Space>
  );
}
