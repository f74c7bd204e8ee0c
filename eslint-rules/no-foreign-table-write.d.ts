// Types for the TypeScript specs that load the rule (apps/server/test/lint).
import type { Rule } from 'eslint';

export declare const noForeignTableWrite: Rule.RuleModule;
