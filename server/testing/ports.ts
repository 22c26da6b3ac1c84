import { createServer, type Server } from "node:net";

/**
 * `n` distinct TCP ports free on 127.0.0.1 right now, for tests that start servers in child processes.
 * Fixed ports collide when several checkouts run the same test on one machine: the health check then
 * reached the other checkout's server and the test measured that one.
 */
export async function freePorts(n: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", resolve);
      });
    }
    return servers.map((s) => (s.address() as { port: number }).port);
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }
}
