/**
 * The work home page's figures (GET /api/home/work): per group, the counts the person works from (arrivals,
 * receipts, orders to ship...), each a link to its list filtered to exactly what it counts, and the
 * group's charts (stock by warehouse...) beside them.
 */
import { lazy, Suspense } from "react";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import Statistic from "antd/es/statistic";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { type WorkBoardReply, type WorkTile, workTileGroupLabels, workTileGroups } from "@entrepot/contracts";
import { Panel } from "../components/Panel";
import { api } from "../lib/api";
import { currentLocale } from "../lib/i18n";

const WorkChart = lazy(() => import("./WorkChart"));

const useWorkBoard = () =>
  useQuery({ queryKey: ["home", "work"], queryFn: ({ signal }) => api.get<WorkBoardReply>("/api/home/work", undefined, signal) });

function Tile({ tile }: { tile: WorkTile }) {
  const locale = currentLocale();
  const waiting = tile.tone === "attention" && tile.count > 0;
  return (
    <Link to={tile.path} data-testid={`work-${tile.key}`} style={{ display: "block" }}>
      <Card size="small" hoverable style={{ width: 180, height: "100%", borderColor: waiting ? "#faad14" : undefined }}>
        <Statistic
          title={tile.label[locale]}
          value={tile.count}
          suffix={tile.unit === "percent" ? "%" : undefined}
          styles={{ content: { color: waiting ? "#d46b08" : undefined } }}
        />
      </Card>
    </Link>
  );
}

export function WorkBoard() {
  const { t } = useTranslation("shell");
  const locale = currentLocale();
  const board = useWorkBoard();
  if (board.isLoading) return <Skeleton active />;
  const tiles = board.data?.tiles ?? [];
  const charts = board.data?.charts ?? [];
  if (tiles.length === 0 && charts.length === 0) return null;
  return (
    <Panel title={t("homePage.work", { date: board.data?.today })}>
      {workTileGroups
        .map((group) => ({ group, items: tiles.filter((x) => x.group === group), charts: charts.filter((x) => x.group === group) }))
        .filter((g) => g.items.length + g.charts.length > 0)
        .map((g) => (
          <div key={g.group} style={{ marginBottom: 12 }} data-testid={`work-group-${g.group}`}>
            <strong>{workTileGroupLabels[g.group][locale]}</strong>
            <div style={{ display: "flex", flexWrap: "wrap", gap: 12, marginTop: 8 }}>
              {g.items.map((tile) => (
                <Tile key={tile.key} tile={tile} />
              ))}
            </div>
            {g.charts.length > 0 && (
              <div style={{ display: "flex", flexWrap: "wrap", gap: 12, marginTop: 12 }}>
                {g.charts.map((chart) => (
                  <Suspense key={chart.key} fallback={<Skeleton active />}>
                    <WorkChart chart={chart} />
                  </Suspense>
                ))}
              </div>
            )}
          </div>
        ))}
    </Panel>
  );
}
