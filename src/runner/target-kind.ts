// What kind of target a run judges, and the defaults that follow from it (decisions D12 and D16): the
// embedded reference, a server on this machine, or anything else (a remote target).
import { randomInt } from 'node:crypto';
import { DEFAULT_NUM_RUNS, DEFAULT_REMOTE_MAX_REQUESTS, DEFAULT_REMOTE_RATE, type RunOptions } from '../config/options.js';

/** The embedded reference (no --base-url), a server on this machine, or anything else. */
export type TargetKind = 'embedded' | 'loopback' | 'remote';

function isLoopback(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export function targetKind(options: Pick<RunOptions, 'baseUrl' | 'remote'>): TargetKind {
  if (options.baseUrl === undefined) return 'embedded';
  return isLoopback(options.baseUrl) && !options.remote ? 'loopback' : 'remote';
}

/** The defaults that depend on the kind of target, under what the user set. */
export function politenessOf(options: RunOptions, kind: TargetKind) {
  const remote = kind === 'remote';
  return {
    ratePerSecond: options.rate === 0 ? null : (options.rate ?? (remote ? DEFAULT_REMOTE_RATE : null)),
    maxRequests: options.maxRequests ?? (remote ? DEFAULT_REMOTE_MAX_REQUESTS : undefined),
    defaultNumRuns: remote ? DEFAULT_NUM_RUNS.remote : DEFAULT_NUM_RUNS.loopback,
    // Write methods could change a real target's data: only by name, or against our own reference.
    probeWrites: options.probeWrites ?? kind === 'embedded',
  };
}

export const randomSeed = () => randomInt(2 ** 31);
