import type { FastifyInstance } from "fastify";

/**
 * Registers third-party plugins (static files, API docs) in a scope whose every route is marked public,
 * so the every-route-declares-access rule holds for routes we do not write ourselves.
 */
export async function registerPublic(app: FastifyInstance, register: (scope: FastifyInstance) => Promise<void>): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook("onRoute", (route) => {
      route.config = { ...(route.config ?? {}), access: "@public" } as typeof route.config;
    });
    await register(scope);
  });
}
