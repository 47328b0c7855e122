declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
  type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number };
  function autocannon(opts: {
    url: string;
    headers?: Record<string, string> | undefined;
    connections: number;
    duration: number;
  }): Promise<Result>;
  export default autocannon;
}
