#!/usr/bin/env node
// Runs the TypeScript CLI through tsx so `npx garim` works right after `npm install`, with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../native/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
