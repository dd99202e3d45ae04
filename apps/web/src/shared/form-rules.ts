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
export interface ObjectParser<K extends string> extends Parser {
  shape: Record<K, Parser>;
}

function firstIssue(result: ParseResult, field?: string): string | undefined {
  if (result.success) return undefined;
  const issues = field
    ? result.error.issues.filter((i) => i.path[0] === field)
    : result.error.issues;
  return issues[0]?.message;
}

/**
 * One field against its own schema: `rules={[zodRule(ZLogin.shape.login)]}`. `preparar` reads
 * what the user typed as what it means first (an address typed as its mask invites).
 */
export function zodRule(schema: Parser, preparar?: (value: string) => string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const v = preparar && typeof value === 'string' ? preparar(value) : value;
      const message = firstIssue(schema.safeParse(v));
      if (message) throw new Error(message);
    },
  };
}

/**
 * zodRule whose schema is loaded on the first check: a screen that must stay small (the bundle
 * budget, docs/benchmarks.md) does not bring zod until the user types.
 */
export function zodRuleTardia(carregar: () => Promise<Parser>): FormRule {
  let schema: Promise<Parser> | undefined;
  return {
    validator: async (_rule, value: unknown) => {
      schema ??= carregar();
      const message = firstIssue((await schema).safeParse(value));
      if (message) throw new Error(message);
    },
  };
}

/**
 * zodRule for a field of a record that already exists: only once the user changes it, so a
 * value stored before a rule existed does not block saving the rest (docs/coil-data-rules.md).
 */
export function zodRuleSeAlterado(schema: Parser, campo: string): FormRule {
  return (form: Pick<FormInstance, 'isFieldTouched'>) => ({
    validator: async (_rule, value: unknown) => {
      if (!form.isFieldTouched(campo)) return;
      const message = firstIssue(schema.safeParse(value));
      if (message) throw new Error(message);
    },
  });
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

/**
 * `{errors:{campo:[msg]}}` from the server, as antd `setFields` entries for the known fields:
 * a list of names the form shares with the payload, or a map payload name → form name.
 */
export function serverFieldErrors<F extends string>(
  body: unknown,
  fields: readonly F[] | Readonly<Partial<Record<string, F>>>,
): { name: F; errors: string[] }[] {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors || typeof errors !== 'object') return [];
  const nomeNoForm = (campo: string): F | undefined =>
    Array.isArray(fields)
      ? (fields as readonly F[]).find((f) => f === campo)
      : (fields as Partial<Record<string, F>>)[campo];
  return Object.entries(errors).flatMap(([campo, list]) => {
    const name = nomeNoForm(campo);
    return name && Array.isArray(list) && typeof list[0] === 'string'
      ? [{ name, errors: [list[0]] }]
      : [];
  });
}
