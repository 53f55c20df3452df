// A local S3-compatible server (s3rver) in a process of its own, started by test/object-store.ts: node
// --openssl-legacy-provider (s3rver's list continuation tokens are DES-encrypted, which OpenSSL 3 refuses
// otherwise). Arguments: the folder and the bucket. Prints the port once listening; stops on SIGTERM.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${port}\n`);
process.on('SIGTERM', () => {
  server.close().finally(() => process.exit(0));
});
