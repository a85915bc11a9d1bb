// GitHub's workflow commands, read from standard output line by line: every value is escaped onto one
// line, so that a server's text (or a file name) cannot end the command or start another.

/** https://github.com/actions/toolkit/blob/main/packages/core/src/command.ts: escapeData and escapeProperty. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error title=...::message`: an annotation on the run's page and in the pull request's checks. */
export const errorCommand = (properties: Record<string, string | number>, message: string) =>
  `::error ${Object.entries(properties)
    .map(([name, value]) => `${name}=${escapeProperty(String(value))}`)
    .join(',')}::${escapeData(message)}`;
