// The User-Agent names the harness and its version, so a target's operators can tell who calls.
import { toolName, toolVersion } from '../package-info.js';

export const userAgent = (): string => `${toolName}/${toolVersion}`;
