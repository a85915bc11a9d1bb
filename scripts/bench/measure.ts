// Timing and memory helpers of the benchmark.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function timed<T>(fn: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/** A live process's resident memory, at its peak (VmHWM) or now (VmRSS), in MiB; 0 where /proc is not there. */
export function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

export interface CommandRun {
  ms: number;
  code: number | null;
  peakRssMb: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to its end, with `env` added to this process's environment; returns its wall time, exit
 * code, output and the peak RSS seen while it ran.
 */
export function runCommand(command: string, args: readonly string[], env: Record<string, string> = {}): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    let peak = 0;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // VmHWM only grows, so sampling often enough catches the peak before the process exits.
    const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(child.pid!, 'VmHWM'))), 10);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      resolve({ ms: performance.now() - started, code, peakRssMb: peak, stdout, stderr });
    });
  });
}
