/**
 * What the file's own writes put into a field: `Bill(total=food + tax)`, `{ total: food + tax }`,
 * `self.total = subtotal + tax`. A later read of `bill.total` in another function then carries tax, as the value
 * written there did: the business flow is per function, the fields are the file's.
 */
import type { FileContext, Node } from '../../core/rule';
import { memoized } from '../../core/rule';
import { descendantsOf } from '../../core/syntax';
import { assignmentParts, binaryParts, isMember, nameOf, partOf, tableFor } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';
import { roleOf, type Concept } from './names';

/** The concepts a sum adds in by name (`food + tax` → tax): only additions, a product is a share. */
function addedConcepts(node: Node, table: BusinessSyntax): Concept[] {
  const parts = node.type === table.binary ? binaryParts(node) : undefined;
  if (!parts || parts.operator !== '+') return [];
  return [parts.left, parts.right].flatMap((side) => {
    if (side.type === table.binary) return addedConcepts(side, table);
    const name = nameOf(side, table);
    const role = name ? roleOf(name) : undefined;
    return role && role.kind !== 'base' ? role.concepts : [];
  });
}

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
    for (const node of descendantsOf(root, [...new Set([...pairTypes, ...assignmentTypes])])) {
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
