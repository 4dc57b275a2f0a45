/** dict/list: dictionary types. Clicking a code opens its entries (dict/data?dictType=<code>). */
import "../i18n";
import Button from "antd/es/button";
import message from "antd/es/message";
import ClearOutlined from "@ant-design/icons/ClearOutlined";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { dictTypeResource } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { resetReferenceData } from "../../../lib/referenceCache";
import { withBuiltIn } from "../../../components/BuiltInTag";
import { RowLink } from "../../../components/RowActions";
import { ResourcePage } from "../../../components/resource/ResourcePage";
import { clearServerDictCache, entriesLink } from "../api";

export default function DictTypeListPage() {
  const { t } = useTranslation("admin");
  const clearCache = () =>
    clearServerDictCache().then(
      () => (resetReferenceData(), void message.success(t("dictType.cacheCleared"))),
      (err: unknown) => void message.error(errorMessage(err)),
    );
  return (
    <ResourcePage
      resource={dictTypeResource}
      intro={t("dictType.intro")}
      render={{ dictType: (row) => withBuiltIn(<Link to={entriesLink(row.dictType)}>{row.dictType}</Link>, row.builtIn) }}
      canDelete={(row) => !row.builtIn}
      extraActions={(row) => <RowLink to={entriesLink(row.dictType)}>{t("dictType.entries")}</RowLink>}
      toolbar={
        <Button icon={<ClearOutlined />} onClick={() => void clearCache()}>
          {t("dictType.clearCache")}
        </Button>
      }
      onChanged={resetReferenceData} // dictionaries changed: every cached dropdown must follow
    />
  );
}
