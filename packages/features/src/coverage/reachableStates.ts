import { toDirectedGraph } from '@xstate/graph';
import type { AnyStateMachine } from 'xstate';

/**
 * Every state a machine can reach, as dotted paths of its atomic and final state nodes
 * (e.g. `form.editing`). Built from the machine's static transition graph (@xstate/graph
 * `toDirectedGraph`): start at the root's initial states, follow every transition target (eventless
 * `always` ones included), and enter
 * compound states through their initial child (all regions of parallel states).
 */
export function reachableStates(machine: AnyStateMachine): string[] {
  type Node = ReturnType<typeof toDirectedGraph>;
  const byId = new Map<string, Node>();
  const collect = (n: Node) => {
    byId.set(n.id, n);
    for (const c of n.children) collect(c);
  };
  const root = toDirectedGraph(machine);
  collect(root);

  const seen = new Set<string>();
  const queue: string[] = [];
  const enter = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    queue.push(id);
    const node = byId.get(id);
    if (!node) return;
    const sn = node.stateNode;
    if (sn.type === 'parallel') for (const c of node.children) enter(c.id);
    else if (sn.type === 'compound' && sn.initial) {
      for (const t of sn.initial.target) enter(t.id);
    }
  };
  enter(root.id);
  while (queue.length > 0) {
    const id = queue.shift() as string;
    const node = byId.get(id);
    if (!node) continue;
    // Transitions of a state apply to its descendants too, so every edge out of an entered node counts.
    for (const edge of node.edges) enter(edge.target.id);
    // Eventless (`always`) transitions are not edges of the directed graph: follow them too.
    for (const transition of node.stateNode.always ?? []) {
      for (const target of transition.target ?? []) enter(target.id);
    }
  }

  const leaves: string[] = [];
  for (const id of seen) {
    const sn = byId.get(id)?.stateNode;
    if (!sn || sn.type === 'parallel' || sn.type === 'compound' || sn.type === 'history') continue;
    if (sn === machine.root) continue;
    leaves.push(sn.path.join('.'));
  }
  return leaves.sort();
}
