// Preloaded (node --require) into a child process and every worker thread it starts: any attempt to reach the
// network (socket, DNS, fetch) is reported on stderr and fails, so an OCR run that needs the network cannot pass.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: loaded with node --require before any loader. */
const net = require('node:net');
const dns = require('node:dns');
const { threadId } = require('node:worker_threads');
process.stderr.write(`network-blocked thread ${threadId}\n`);
const fail = (what) => {
  process.stderr.write(`NETWORK ATTEMPT: ${what}\n`);
  throw new Error(`network blocked: ${what}`);
};
// Local IPC (a Unix socket or pipe path, which tsx uses for its own server) is not the network and stays allowed.
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const local = typeof first === 'string' || (first && typeof first === 'object' && typeof first.path === 'string');
  if (!local) fail(`net connect ${JSON.stringify(first)}`);
  return connect.apply(this, args);
};
dns.lookup = () => fail('dns lookup');
dns.promises.lookup = () => fail('dns lookup');
globalThis.fetch = () => fail('fetch');
