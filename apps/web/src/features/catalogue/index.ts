/** What other features may use of the game catalogue: the vendors and their games, by name. */
export { fetchGameList } from './api/game-list.ts';
export { useVendorLanes } from './api/vendors.ts';

/** The catalogue's pieces with sample data, for the style guide: a chunk of their own, with their styles. */
export const loadCatalogueSpecimens = () => import('./components/CatalogueSpecimens.tsx');
