import type { operations, Resource, ResourceOperationId } from '@rentacar/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type OperationId = keyof operations;

type JsonRequestBody<Operation> = Operation extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : unknown;

/** The contract's query parameters with a default: the paging ones. */
type DefaultedParameter = 'page' | 'size' | 'sort' | 'direction';

/** After validation the parameters with a default are present; the others only when sent. */
type WithDefaults<Parameters> = Omit<Parameters, DefaultedParameter> &
  Required<Pick<Parameters, Extract<keyof Parameters, DefaultedParameter>>>;

type Query<Operation> = Operation extends { parameters: { query?: infer Parameters } }
  ? WithDefaults<NonNullable<Parameters>>
  : unknown;

type PathParameters<Operation> = Operation extends { parameters: { path: infer Parameters } }
  ? Parameters
  : unknown;

type SuccessStatus = 200 | 201 | 202;

/** The JSON body of the operation's 200/201/202 answer (never for binary downloads). */
export type SuccessBody<Id extends OperationId> = {
  [
    Status in keyof operations[Id]['responses'] & SuccessStatus
  ]: operations[Id]['responses'][Status] extends {
    content: { 'application/json': infer Body };
  }
    ? Body
    : never;
}[keyof operations[Id]['responses'] & SuccessStatus];

export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: JsonRequestBody<operations[Id]>;
  Querystring: Query<operations[Id]>;
  Params: PathParameters<operations[Id]>;
}>;

/** Answers the success body (serialised by openapi.yaml's schema), or sends a binary one itself. */
export type OperationHandler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<([SuccessBody<Id>] extends [never] ? FastifyReply : SuccessBody<Id>) | FastifyReply>;

export type OperationHandlers = { [Id in OperationId]: OperationHandler<Id> };

/** Exactly one tag's operations: an operation answered in the wrong file fails the type check. */
export type ResourceHandlers<Name extends Resource> = Pick<
  OperationHandlers,
  ResourceOperationId<Name>
>;
