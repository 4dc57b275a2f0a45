/** Whether a URL path is one of the spec's screen paths (`:name` matches one segment). */
export function isSpecPath(pathname: string, paths: readonly string[]): boolean {
  const parts = pathname.replace(/^\/+|\/+$/g, "").split("/");
  return paths.some((p) => {
    const pattern = p.split("/");
    return pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(":") || seg === parts[i]);
  });
}
