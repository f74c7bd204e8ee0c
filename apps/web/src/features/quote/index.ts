export { QuoteBreakdown } from './components/QuoteBreakdown';
export { QuoteExplainView } from './components/QuoteExplainView';
export { QuoteCountrySelect } from './components/QuoteCountrySelect';
export { BoxListField } from './components/BoxListField';
export { CustomerSelect } from './components/CustomerSelect';
export { BOX_FIELDS, type BoxValues } from './components/quoteForm';
export { useQuoteCountries } from './hooks/useQuoteOptions';
