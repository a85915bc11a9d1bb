// conformance.json: the report as is (schemas/report.schema.json), stable key order, 2-space indent.
import type { ConformanceReport } from '../types/report.js';

export const renderJson = (report: ConformanceReport): string => `${JSON.stringify(report, null, 2)}\n`;
