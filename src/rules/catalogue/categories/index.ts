// LIST_DISPLAY_CATEGORIES: every rule of the spec and of the decisions (docs/decisions.md) for the category
// tree, one module per family, in report order (test/unit/rules/catalogue/__snapshots__/catalogue.json pins it).
import { rulesById } from '../../rule.js';
import { answerRules } from './answer.js';
import { envelopeRules } from './envelope.js';
import { jsonRules } from './json.js';
import { nodeRules } from './nodes.js';
import { writeRules } from './writes.js';

export const categories = rulesById([...answerRules, ...jsonRules, ...envelopeRules, ...nodeRules, ...writeRules]);
