declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number; total: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Seconds the run lasted. */
    duration: number;
  };
  type Client = {
    setHeaders: (h: Record<string, string>) => void;
    setHeadersAndBody: (h: Record<string, string>, body: string) => void;
    on: (event: string, f: () => void) => void;
  };
  function autocannon(opts: {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string> | undefined;
    connections: number;
    duration: number;
    /** Seconds before a request counts as timed out (autocannon's default is 10). */
    timeout?: number;
    setupClient?: (client: Client) => void;
    /**
     * Each request built afresh (a body that must differ per request). A connection sends them in
     * turn, each when the one before is answered, with a context of its own that starts empty at
     * each pass through the list.
     */
    requests?: {
      setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }[];
  }): Promise<Result>;
  export default autocannon;
}
