import { createRequestValidatorCompiler } from '@rentacar/contract/validation';
import type { FastifySchemaCompiler } from 'fastify';

/** Fastify's validator compiler: the contract's request validation of `@rentacar/contract`. */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const compile = createRequestValidatorCompiler();
  return ({ schema, httpPart }) =>
    compile(schema as object, httpPart ?? 'body') as ReturnType<FastifySchemaCompiler<unknown>>;
}
