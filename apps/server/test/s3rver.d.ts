/** s3rver ships no types: the part of its API the tests use. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address: string;
      port: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
