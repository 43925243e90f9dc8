/**
 * What the file's own writes put into a field: `Bill(total=food + tax)`, `{ total: food + tax }`,
 * `self.total = subtotal + tax`, C#'s `decimal Total => Subtotal - Discount + Tax`. A later read of `bill.total` in another function then carries tax, as the value
 * written there did: the business flow is per function, the fields are the file's.
 */
import type { FileContext, Node } from '../../core/rule';
import { memoized } from '../../core/rule';
import { descendantsOf } from '../../core/syntax';
import { assignmentParts, binaryParts, isMember, nameOf, partOf, tableFor } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';
import { isDiscountConcept, roleOf, type Concept } from './names';

/**
 * The concepts a sum applies by name (`food + tax` → tax, `subtotal - discount` → the discount): each added or
 * taken off the way it is applied (a discount taken off, the others added); a product is a share, not a step.
 */
function addedConcepts(node: Node, table: BusinessSyntax, sign: 1 | -1 = 1): Concept[] {
  const parts = node.type === table.binary ? binaryParts(node) : undefined;
  if (!parts || (parts.operator !== '+' && parts.operator !== '-')) return [];
  const sides: Array<[Node, 1 | -1]> = [[parts.left, sign], [parts.right, parts.operator === '-' ? (-sign as 1 | -1) : sign]];
  return sides.flatMap(([side, direction]) => {
    if (side.type === table.binary) return addedConcepts(side, table, direction);
    const name = nameOf(side, table);
    const role = name ? roleOf(name) : undefined;
    if (!role || role.kind === 'base') return [];
    return role.kind === 'carrier' ? role.concepts : role.concepts.filter((c) => isDiscountConcept(c) === (direction < 0));
  });
}

/** C#'s `public decimal Total => Subtotal + Tax;`: a property defined by an expression (its name and value fields). */
const EXPRESSION_PROPERTIES: Readonly<Record<string, readonly [string, string]>> = { property_declaration: ['name', 'value'] };

/** Field name → the concepts every write the file makes to it adds in (a field written without them carries none). */
export function fieldCarries(file: FileContext): ReadonlyMap<string, ReadonlySet<Concept>> {
  return memoized(file, 'business.field-carries', () => {
    const table = tableFor(file);
    const root = file.tree?.rootNode;
    const found = new Map<string, Set<Concept>>();
    const plain = new Set<string>();
    if (!table || !root) return found;
    const note = (name: string | undefined, value: Node | undefined) => {
      if (!name || !value) return;
      const concepts = addedConcepts(value, table);
      if (concepts.length === 0) return void plain.add(name);
      const set = found.get(name) ?? new Set<Concept>();
      for (const c of concepts) set.add(c);
      found.set(name, set);
    };
    const pairTypes = table.pairs.map(([type]) => type);
    const assignmentTypes = table.assignments.map((s) => s.type);
    for (const node of descendantsOf(root, [...new Set([...pairTypes, ...assignmentTypes, ...Object.keys(EXPRESSION_PROPERTIES)])])) {
      const property = EXPRESSION_PROPERTIES[node.type];
      const body = property && partOf(node, property[1]);
      if (property && body) note(partOf(node, property[0])?.text, body.namedChildCount === 1 ? body.namedChild(0) ?? undefined : body);
      const pair = table.pairs.find(([type]) => type === node.type);
      if (pair) note(partOf(node, pair[1])?.text.replace(/^["']|["']$/g, ''), partOf(node, pair[2]));
      const parts = assignmentTypes.includes(node.type) ? assignmentParts(node, table) : undefined;
      if (parts?.operator === '=' && parts.targets.length === parts.values.length) {
        parts.targets.forEach((target, i) => {
          if (isMember(target, table)) note(nameOf(target, table), parts.values[i]);
        });
      }
    }
    for (const name of plain) found.delete(name);
    return found;
  });
}
