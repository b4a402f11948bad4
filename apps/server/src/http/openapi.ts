import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

interface DocumentedRoute {
  method: string;
  url: string;
  schema: NonNullable<RouteOptions['schema']>;
}

function toJsonSchema(schema: unknown, io: 'input' | 'output') {
  return schema instanceof z.ZodType ? z.toJSONSchema(schema, { io, unrepresentable: 'any' }) : undefined;
}

function parametersOf(schema: unknown, location: 'query' | 'path') {
  const json = toJsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  return Object.entries(json?.properties ?? {}).map(([name, s]) => ({
    name,
    in: location,
    required: location === 'path' || (json?.required ?? []).includes(name),
    schema: s,
  }));
}

/** Collects every /api route with a zod schema and serves an OpenAPI 3.1 description of them at /api/docs. */
export function registerOpenApi(app: FastifyInstance, info: { title: string; version: string }): void {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.schema || route.url === '/api/docs') return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method: method.toLowerCase(), url: route.url, schema: route.schema });
    }
  });

  app.get('/api/docs', async () => {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const r of routes) {
      const openApiPath = r.url.replace(/:(\w+)/g, '{$1}');
      const responses: Record<string, unknown> = {};
      for (const [status, s] of Object.entries((r.schema.response ?? {}) as Record<string, unknown>)) {
        responses[status] = { description: status, content: { 'application/json': { schema: toJsonSchema(s, 'output') } } };
      }
      const body = toJsonSchema(r.schema.body, 'input');
      (paths[openApiPath] ??= {})[r.method] = {
        summary: r.schema.summary,
        description: r.schema.description,
        tags: r.schema.tags,
        parameters: [
          ...parametersOf(r.schema.querystring, 'query'),
          ...parametersOf(r.schema.params, 'path'),
          { name: 'uuid', in: 'header', required: false, schema: { type: 'string' }, description: 'The buyer identity (api-compat)' },
        ],
        ...(body ? { requestBody: { content: { 'application/json': { schema: body } } } } : {}),
        responses,
      };
    }
    return { openapi: '3.1.0', info, paths };
  });
}
