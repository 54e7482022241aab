import fs from 'node:fs';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../paths.js';

interface PasswordSchema {
  description?: string;
  [keyword: string]: unknown;
}

/** The contract's `Password` schema, for passwords never sent in a request (ADMIN_PASSWORD). */
function compilePasswordRule() {
  const document = parse(fs.readFileSync(OPENAPI_PATH, 'utf8')) as {
    components: { schemas: { Password: PasswordSchema } };
  };
  const { description, examples: _examples, ...schema } = document.components.schemas.Password;
  const validate = new Ajv({ strict: false }).compile(schema);
  return {
    description: description ?? 'see the Password schema of openapi.yaml',
    accepts: (password: string) => validate(password),
  };
}

let rule: ReturnType<typeof compilePasswordRule> | undefined;

/** Undefined when `password` satisfies the contract's rule, else the rule in words. */
export function passwordRuleViolation(password: string): string | undefined {
  rule ??= compilePasswordRule();
  return rule.accepts(password) ? undefined : rule.description;
}
