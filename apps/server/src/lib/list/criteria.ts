/** A list's WHERE and ORDER BY, from its Gridify filter and orderBy. */
import { type FilterNode, parseFilter, type TListQuery } from '@patio/domain';
import { type FieldMap, filterToSql, orderByToSql } from '../gridify-sql.ts';

/** Field names a Gridify filter reads, lower-cased (a query joins a table only if it is read). */
export function filterFieldNames(filter: string | undefined): string[] {
  const out: string[] = [];
  const visitar = (no: FilterNode | null) => {
    if (!no) return;
    if (no.kind === 'cond') out.push(no.field.toLowerCase());
    else {
      visitar(no.left);
      visitar(no.right);
    }
  };
  visitar(filter ? parseFilter(filter) : null);
  return out;
}

/**
 * The WHERE and ORDER BY of a list query, from its Gridify filter and orderBy over `fields`;
 * `filterFields` when a field filters on another column than it sorts by.
 */
export function listCriteria(
  q: TListQuery,
  fields: FieldMap,
  fallbackOrder: string,
  filterFields: FieldMap = fields,
) {
  return {
    where: filterToSql(q.filter, filterFields),
    order: orderByToSql(q.orderBy, fields, fallbackOrder),
  };
}
