/** The OpenAPI document and the health endpoints. */
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../../../shared/src/contract';
import type { AppServices } from '../app-services';

export function registerMetaRoutes(app: FastifyInstance, services: AppServices): void {
  const openapi = JSON.stringify(buildOpenApiDocument());
  app.get('/api/v1/openapi.json', (_request, reply) => reply.type('application/json; charset=utf-8').send(openapi));
  /** Liveness: the process answers. */
  app.get('/healthz', () => ({ status: 'ok' }));
  /** Readiness: a review worker is warm (grammars loaded) and the store answers. */
  app.get('/readyz', async (request, reply) => {
    if (!services.pool.ready) {
      return reply.code(503).header('Retry-After', '1').send({ error: 'The reviewers are still starting.' });
    }
    try {
      await services.store.ping();
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.error({ err: error }, 'store not ready');
      return reply.code(503).header('Retry-After', '2').send({ error: 'The store is unavailable.' });
    }
  });
}
