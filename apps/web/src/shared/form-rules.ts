/** Turns the domain's zod schemas into antd Form rules, so forms and payloads share one truth. */
import type { FormInstance, FormRule } from 'antd';

interface Issue {
  readonly message: string;
  readonly path: readonly PropertyKey[];
}
type ParseResult = { success: true } | { success: false; error: { issues: readonly Issue[] } };
interface Parser {
  safeParse(value: unknown): ParseResult;
}
interface ObjectParser<K extends string> extends Parser {
  shape: Record<K, Parser>;
}

function firstIssue(result: ParseResult, field?: string): string | undefined {
  if (result.success) return undefined;
  const issues = field
    ? result.error.issues.filter((i) => i.path[0] === field)
    : result.error.issues;
  return issues[0]?.message;
}

/** One field against its own schema: `rules={[zodRule(ZLogin.shape.login)]}`. */
export function zodRule(schema: Parser): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = firstIssue(schema.safeParse(value));
      if (message) throw new Error(message);
    },
  };
}

/**
 * One field of an object schema, including the schema's cross-field refinements
 * ('As senhas não conferem'). `extra` adds values that are not form fields (a URL token).
 */
export function zodFieldRule<K extends string>(
  schema: ObjectParser<K>,
  field: K,
  extra: Record<string, unknown> = {},
): FormRule {
  return (form: Pick<FormInstance, 'getFieldsValue'>) => ({
    validator: async (_rule, value: unknown) => {
      const own = firstIssue(schema.shape[field].safeParse(value));
      if (own) throw new Error(own);
      // Empty fields read as '' so refinements still run while other fields are untouched.
      const values: Record<string, unknown> = { ...extra };
      for (const key of Object.keys(schema.shape)) values[key] ??= '';
      for (const [key, v] of Object.entries(form.getFieldsValue(true) as object))
        values[key] = v ?? '';
      const crossField = firstIssue(schema.safeParse({ ...values, [field]: value }), field);
      if (crossField) throw new Error(crossField);
    },
  });
}

/** `{errors:{campo:[msg]}}` from the server, as antd `setFields` entries for the known fields. */
export function serverFieldErrors<F extends string>(
  body: unknown,
  fields: readonly F[],
): { name: F; errors: string[] }[] {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors || typeof errors !== 'object') return [];
  return fields.flatMap((name) => {
    const list = errors[name];
    return Array.isArray(list) && typeof list[0] === 'string' ? [{ name, errors: [list[0]] }] : [];
  });
}
