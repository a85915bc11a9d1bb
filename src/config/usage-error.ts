// A mistake in what the user gave (a flag, a file, a value): reported as one line and exit 2, never as a
// harness fault. In a module of its own, so that a command can throw it without loading option resolution.
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
