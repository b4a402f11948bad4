import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<unknown>>[0] & { httpStatus?: string }) => (data: unknown) => string;

/**
 * For hot routes (seat holds): the 200 answer is written with JSON.stringify, without zod's encode pass over it,
 * which cost about a tenth of a hold's server time (docs/performance-holds.md). Only for answers the handler builds
 * field by field as the contract's type (the type provider checks the handler's return type against the schema),
 * with no transforms in the schema; tests compare the whole answer. Error answers keep the zod serializer, and the
 * route's zod schema still describes the answer in /api/docs.
 */
export const plainSuccessSerializer: SerializerCompiler = (route) =>
  route.httpStatus === '200' ? (data) => JSON.stringify(data) : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
