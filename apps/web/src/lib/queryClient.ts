import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/** One client for the app. 4xx answers are final (retrying a 403 or a 400 cannot help). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && failures < 2,
    },
    mutations: { retry: false },
  },
});
