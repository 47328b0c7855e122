/** What other features may use of the game catalogue: the vendors and their games, by name. */
export { fetchGameList } from './api/game-list.ts';
export { useVendorLanes } from './api/vendors.ts';
