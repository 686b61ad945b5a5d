import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openapiTransform } from './openapi-operations';

/** OpenAPI generated from the routes' zod schemas, served at /api/docs. */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema, so a nullable union is `anyOf` with `null` (3.0 cannot say it).
      openapi: '3.1.0',
      servers: [{ url: '/', description: 'This TaxDesk' }],
      info: {
        title: 'TaxDesk API',
        version,
        description:
          'Every answer is the envelope {success, message, show, data}. Organisation APIs live under ' +
          '/api/o/{orgId}/.\n\n' +
          '**Authentication.** People send the identity token from POST /api/auth/login in the ' +
          '`AuthToken` header. Programs use an organisation API key (made on the API Keys screen, ' +
          '`/a/{orgId}/api`), either as `X-API-Key: tdk_...` or as `Authorization: Bearer tdk_...`. ' +
          'A key reaches only the APIs of its own organisation (another answers 404) and acts with ' +
          'its scope: a `read` key may only read (writes answer 403), a `read and write` key reads ' +
          'and changes records like a member but never manages members, settings or keys. An ' +
          'unknown, revoked or expired key answers 401.\n\n' +
          'Example: `curl -H "X-API-Key: tdk_ORGID_..." https://HOST/api/o/ORGID/records/itNotice?limit=50`',
      },
      components: {
        securitySchemes: {
          AuthToken: { type: 'apiKey', in: 'header', name: 'AuthToken' },
          ApiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description: 'Organisation API key tdk_...',
          },
          BearerApiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'Organisation API key tdk_... as a bearer token',
          },
        },
      },
      security: [{ AuthToken: [] }, { ApiKey: [] }, { BearerApiKey: [] }],
    },
    transform: openapiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
