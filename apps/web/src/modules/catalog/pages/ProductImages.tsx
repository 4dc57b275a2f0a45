/** A product's photos: BizAttach files of model `product` (type `photo`), uploaded and removed here. */
import { useState } from "react";
import Button from "antd/es/button";
import Image from "antd/es/image";
import message from "antd/es/message";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import Upload from "antd/es/upload";
import UploadOutlined from "@ant-design/icons/UploadOutlined";
import { useTranslation } from "react-i18next";
import type { ProductDetail } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { hasPermission, useMe } from "../../../lib/auth";
import { confirmDestroy } from "../../../components/confirmDestroy";
import { deleteAttachFile, uploadAttachFile } from "../../admin";

const viewUrl = (id: number) => `/api/v1/BizAttach/view?id=${id}`;

export function ProductImages({ product, onChanged }: { product: ProductDetail; onChanged: () => void }) {
  const { t } = useTranslation("catalog");
  const { data: me } = useMe();
  const [busy, setBusy] = useState(false);
  const canUpload = hasPermission(me, "admin:file:upload") && hasPermission(me, "catalog:product:manage");
  const upload = async (file: File) => {
    setBusy(true);
    try {
      await uploadAttachFile({ model: "product", type: "photo", bizId: String(product.id) }, file);
      onChanged();
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t("product.images")}</Typography.Text>
        {canUpload && (
          <Upload
            accept="image/png,image/jpeg,image/webp"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button size="small" icon={<UploadOutlined />} loading={busy}>
              {t("product.uploadImage")}
            </Button>
          </Upload>
        )}
        <Typography.Text type="secondary">{t("product.imagesHelp")}</Typography.Text>
      </Space>
      {product.images.length === 0 ? (
        <div>
          <Typography.Text type="secondary">{t("product.noImages")}</Typography.Text>
        </div>
      ) : (
        <Image.PreviewGroup>
          <Space wrap>
            {product.images.map((img) => (
              <div key={img.id} style={{ textAlign: "center" }}>
                <Image src={viewUrl(img.id)} width={96} height={96} style={{ objectFit: "cover" }} alt={img.fileName} />
                {canUpload && (
                  <div>
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => void confirmDestroy({ name: img.fileName, onConfirm: () => deleteAttachFile(img.id).then(onChanged) })}
                    >
                      {t("bulk.remove")}
                    </Button>
                  </div>
                )}
              </div>
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </div>
  );
}
