import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: the first screen's data is asked for into it before the app draws. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
