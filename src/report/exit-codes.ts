// The process's exit codes, apart from the verdict that chooses one: a command that only needs the codes
// (--help, a usage error) does not load what words the verdict.

/** @internal Not part of the library API. */
export const EXIT = { conformant: 0, nonConformant: 1, couldNotJudge: 2 } as const;
