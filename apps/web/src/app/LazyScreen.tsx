/**
 * Our own lazy loader (instead of React.lazy) because the spec wants more than suspense: a screen whose
 * code fails to load, or takes longer than 120 s, shows the loading-failure screen with a Retry that
 * runs the import again (spec §8; constants `timeouts.screenLoadSeconds`).
 */
import { type ComponentType, useEffect, useState } from "react";
import Button from "antd/es/button";
import Spin from "antd/es/spin";
import { useTranslation } from "react-i18next";
import WarningOutlined from "@ant-design/icons/WarningOutlined";
import { isChunkLoadError, reloadForNewBuild } from "./chunkReload";
import { StatusScreen } from "./StatusScreen";

export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export type ScreenModuleLoader = () => Promise<{ default: ComponentType }>;

/** Loaded screens, so that going back to a screen renders it at once. */
const loaded = new WeakMap<ScreenModuleLoader, ComponentType>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`screen load timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** `chunk`: the code itself could not be fetched (a new build replaced it): only a page reload helps. */
type LoadState = { status: "loading" } | { status: "ready"; Screen: ComponentType } | { status: "failed"; chunk: boolean };

export function LazyScreen({ load, timeoutMs = SCREEN_LOAD_TIMEOUT_MS }: { load: ScreenModuleLoader; timeoutMs?: number }) {
  const { t } = useTranslation("shell");
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const Screen = loaded.get(load);
    return Screen ? { status: "ready", Screen } : { status: "loading" };
  });

  useEffect(() => {
    if (loaded.has(load)) return;
    let live = true;
    withTimeout(load(), timeoutMs).then(
      (mod) => {
        loaded.set(load, mod.default);
        if (live) setState({ status: "ready", Screen: mod.default });
      },
      (err: unknown) => {
        console.error("screen failed to load", err);
        const chunk = isChunkLoadError(err);
        // a deployment removed this page's chunks: reload once onto the new build (guarded: no loop)
        if (chunk && reloadForNewBuild()) return;
        if (live) setState({ status: "failed", chunk });
      },
    );
    return () => {
      live = false;
    };
  }, [load, timeoutMs, attempt]);

  if (state.status === "ready") return <state.Screen />;
  if (state.status === "failed") {
    return (
      <StatusScreen
        tone="warning"
        icon={<WarningOutlined />}
        testId="load-failed"
        title={t("status.loadFailedTitle")}
        text={t("status.loadFailedText")}
        extra={
          <Button
            type="primary"
            onClick={() => {
              // the browser remembers a failed module import: retrying it in place cannot succeed
              if (state.chunk) return window.location.reload();
              setState({ status: "loading" });
              setAttempt((n) => n + 1);
            }}
          >
            {t("status.retry")}
          </Button>
        }
      />
    );
  }
  return <PageSpinner />;
}

export function PageSpinner() {
  return (
    <div style={{ display: "flex", justifyContent: "center", padding: 64 }}>
      <Spin size="large" delay={150} />
    </div>
  );
}
