// Why a file named by the user could not be read, in a few words (the same for every option and command).

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory',
  EACCES: 'not allowed to read it',
};

export function unreadableReason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  return (code !== undefined ? REASONS[code] : undefined) ?? message;
}
