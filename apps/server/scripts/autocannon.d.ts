// autocannon ships no types; this covers the part of its API the benchmarks use.
declare module 'autocannon' {
  interface RequestSpec {
    method?: string;
    path?: string;
    /** Absolute path to a module exporting (request) => request, when running in workers. */
    setupRequest?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    pipelining?: number;
    requests?: RequestSpec[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
