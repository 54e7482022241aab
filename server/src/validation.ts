import { createRequestValidatorCompiler } from '@rentacar/contract/validation';
import type { FastifySchemaCompiler } from 'fastify';

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const compile = createRequestValidatorCompiler();
  return ({ schema, httpPart }) =>
    compile(schema as object, httpPart ?? 'body') as ReturnType<FastifySchemaCompiler<unknown>>;
}
