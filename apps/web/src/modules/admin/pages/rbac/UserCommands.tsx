/** The user list's row commands: enable/disable (not oneself), password reset (not oneself), unlock (a locked user). */
import Button from "antd/es/button";
import message from "antd/es/message";
import Popconfirm from "antd/es/popconfirm";
import { useTranslation } from "react-i18next";
import type { UserRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { ResourceForm } from "../../../../components/ResourceForm";
import type { FieldDef } from "../../../../components/resource/types";
import { resetUserPassword, setUserStatus, unlockUser } from "../../api.rbac";

const link = { type: "link", size: "small", style: { paddingInline: 4 } } as const;

export function UserCommands({
  row,
  self,
  onReset,
  changed,
}: {
  row: UserRow;
  self: boolean;
  onReset: (row: UserRow) => void;
  changed: () => Promise<unknown>;
}) {
  const { t } = useTranslation("admin-rbac");
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
      void changed();
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };
  return (
    <>
      {!self &&
        (row.status === "active" ? (
          <Popconfirm
            title={t("user.confirmDisable", { username: row.username })}
            onConfirm={() => run(() => setUserStatus(row.id, "disabled"), t("user.statusChanged"))}
          >
            <Button {...link} danger data-testid={`disable-${row.username}`}>
              {t("user.disable")}
            </Button>
          </Popconfirm>
        ) : (
          <Button {...link} onClick={() => void run(() => setUserStatus(row.id, "active"), t("user.statusChanged"))}>
            {t("user.enable")}
          </Button>
        ))}
      {!self && (
        <Button {...link} onClick={() => onReset(row)}>
          {t("user.resetPassword")}
        </Button>
      )}
      {row.locked && (
        <Button {...link} onClick={() => void run(() => unlockUser(row.id), t("user.unlocked"))}>
          {t("user.unlock")}
        </Button>
      )}
    </>
  );
}

const passwordFields: FieldDef<{ password: string }>[] = [
  { name: "password", label: "admin-rbac:user.newPassword", kind: "text", required: true, max: 200, help: "admin-rbac:user.passwordHelp" },
];

export function ResetPasswordForm({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation("admin-rbac");
  return (
    <ResourceForm<{ password: string }>
      open
      mode="edit"
      title={`${t("user.resetPassword")}: ${user.username}`}
      fields={passwordFields}
      onSubmit={async (v) => {
        await resetUserPassword(user.id, v.password);
        void message.success(t("user.passwordReset"));
      }}
      onClose={onClose}
    />
  );
}
