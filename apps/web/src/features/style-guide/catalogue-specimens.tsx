import { lazyNamed } from '../../shared/ui/lazy-part.tsx';
import { loadCatalogueSpecimens } from '../catalogue/index.ts';

/** The catalogue's pieces, in their own chunk with their styles (catalogue/index.ts). */
export const CatalogueSpecimens = lazyNamed(loadCatalogueSpecimens, 'CatalogueSpecimens');
