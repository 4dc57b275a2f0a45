/**
 * Toasts for the shell, loaded on first use so that antd's message machinery stays out of the first
 * visit. Screens (already in their own chunks) may import `antd/es/message` directly.
 */
export function notify(kind: "success" | "error" | "info", text: string): void {
  void import("antd/es/message").then(({ default: message }) => void message[kind](text));
}
