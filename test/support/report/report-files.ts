// The six files every run writes (docs/reports.md), as the tests expect them: sorted, as a directory lists them.
export const REPORT_FILES = ['badge.json', 'conformance.json', 'exchanges.har', 'junit.xml', 'report.html', 'summary.md'] as const;
