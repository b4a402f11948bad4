import { ErrorBodySchema } from '@kupa/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<unknown>>[0] & { httpStatus?: string }) => (data: unknown) => string;

const plainJson = (data: unknown) => JSON.stringify(data);

/**
 * Every route's answers: zod encodes them against the route's response schema, except the error bodies, which are
 * written with JSON.stringify. An error body is only ever made by `errorBody` (http/error-handler.ts), typed as the
 * contract's ErrorBody (a catalogue code, its message, string or number details), so zod's pass over it checked
 * nothing and cost a refused seat hold about a tenth of its server time (docs/performance-holds.md). The schema still
 * describes the error answers in /api/docs.
 */
export const answerSerializer: SerializerCompiler = (route) =>
  route.schema === ErrorBodySchema ? plainJson : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);

/**
 * For hot routes (seat holds): the 200 answer too is written with JSON.stringify, without zod's encode pass over it,
 * which cost about a tenth of a hold's server time (docs/performance-holds.md). Only for answers the handler builds
 * field by field as the contract's type (the type provider checks the handler's return type against the schema),
 * with no transforms in the schema; tests compare the whole answer. The route's zod schema still describes the answer
 * in /api/docs.
 */
export const plainSuccessSerializer: SerializerCompiler = (route) => (route.httpStatus === '200' ? plainJson : answerSerializer(route));
