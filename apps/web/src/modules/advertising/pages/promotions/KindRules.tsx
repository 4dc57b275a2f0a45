/** Amazon's rules for the promotion kind being filled in (the contracts' limits and fees, in the account's currency). */
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { couponMinBudget, type CreatablePromotionKind, promotionFees, promotionLimits as L } from "@entrepot/contracts";
import { Panel } from "../../../../components/Panel";

export function KindRules({ kind, currency }: { kind: CreatablePromotionKind; currency: string }) {
  const { t } = useTranslation("advertising");
  const fees = promotionFees(currency);
  const text =
    kind === "coupon"
      ? t("promotions.ruleCoupon", {
          min: L.coupon.minPercent,
          max: L.coupon.maxPercent,
          budget: couponMinBudget(currency),
          days: L.coupon.maxDays,
          fee: fees.couponRedemption,
          currency,
        })
      : kind === "lightningDeal"
        ? t("promotions.ruleLightning", {
            min: L.lightningDeal.minPercent,
            minH: L.lightningDeal.minHours,
            maxH: L.lightningDeal.maxHours,
            fee: fees.lightningDeal,
            currency,
          })
        : kind === "bestDeal"
          ? t("promotions.ruleBestDeal", { days: L.bestDeal.days, fee: fees.bestDeal, currency })
          : t("promotions.rulePrime", { min: L.primeExclusive.minPercent });
  return (
    <Panel title={t("promotions.rules")}>
      <Typography.Paragraph data-testid="promotion-rules" style={{ marginBottom: 0 }}>
        {text}
      </Typography.Paragraph>
    </Panel>
  );
}
