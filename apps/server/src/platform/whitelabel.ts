import { MODULES, type WhitelabelNode } from '@mekong/contracts';

/** Builds the settings tree from the catalogue and the merchant's own switches. */
export function whitelabelTree(switches: Map<string, boolean>): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>();
  for (const def of MODULES) {
    const on = switches.get(def.modId) ?? def.defaultEnabled;
    nodes.set(def.modId, { modId: def.modId, enabled: on ? '1' : '0', childrenNodes: [] });
  }
  const roots: WhitelabelNode[] = [];
  for (const def of MODULES) {
    const node = nodes.get(def.modId) as WhitelabelNode;
    const parent = 'parent' in def ? nodes.get(def.parent) : undefined;
    if (parent) parent.childrenNodes.push(node);
    else roots.push(node);
  }
  return roots;
}
