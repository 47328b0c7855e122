import { useConsolidated } from '../api/consolidated.ts';
import { flaggedTabs } from '../lib/flags.ts';

/**
 * The flagged entries to add to the agent centre's menu, once the member's contract state is
 * known; `ready` stays false until then, so the centre renders only once loaded (never a menu that
 * changes under the pointer).
 * A failed state call leaves the flagged entries out rather than keeping the centre shut.
 */
export function useAgentFlags(enabled: boolean): { ready: boolean; tabs: string[] } {
  const state = useConsolidated(enabled);
  return { ready: !enabled || !state.isPending, tabs: flaggedTabs(state.data) };
}
