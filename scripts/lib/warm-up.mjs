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

/**
 * The page function's first request starts a worker and loads the React renderer (seconds in the
 * emulator; production keeps instances warm and the CDN caches pages). Fetch each page a few
 * times, one at a time, so a measurement sees a page served as a visitor would get it.
 */
export async function warmUpPages(origin, paths, times = 3) {
  for (let i = 0; i < times; i++) {
    for (const path of paths) await (await fetch(origin + path)).arrayBuffer();
  }
}
