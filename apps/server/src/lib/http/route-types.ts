import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

/** A module's routes: registered with the app's context, typed by zod schemas. */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}
