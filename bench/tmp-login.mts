import { measureLoginBundle } from './login-bundle';
import { startServer, removeDataDir } from '../tests/support/server-process';
const server = await startServer();
try {
  const r = await measureLoginBundle(server);
  for (const f of r.files) console.log(f.idlePreload ? 'idle' : 'LOAD', f.wire, f.raw, f.encoding, f.url);
  console.log('total', r.wireTotal);
} finally { await server.stop(); removeDataDir(server.dataDir); }
