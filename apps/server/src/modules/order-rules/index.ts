export { orderRulesModule } from './order-rules.module';
/**
 * Other modules reach the order rules through `services.orderRules`, chiefly:
 * - `evaluate(facts: OrderFacts): Promise<RuleOutcome>`: what the enabled rules do to an order (at placement);
 * - `refusalOf(outcome, lang): AppError | null`: the error a REJECT or MISSING_FIELD outcome answers.
 */
export type { OrderRulesService } from './order-rules.service';
export type { OrderFacts, RuleOutcome, MatchedRule, RequiredFieldName } from './evaluate';
export { orderRuleGroups, orderRules } from './order-rules.tables';
