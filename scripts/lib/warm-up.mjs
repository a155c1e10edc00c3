import autocannon from 'autocannon';

/**
 * The Functions emulator runs one worker process per concurrent request (production runs many
 * requests per instance) and gives a new worker seconds to load: a load started cold spends its
 * whole time waiting for workers and completes nothing. Start them one at a time first.
 */
export async function warmUpFunctionWorkers(origin, connections) {
  for (let c = 1; c <= connections; c++) {
    await autocannon({ url: `${origin}/api/health`, connections: c, amount: c * 2, timeout: 60 });
  }
}
