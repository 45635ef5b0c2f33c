// Components used by more than one remote: error summary, confirmation dialog, text field
// (person and date fields are text fields with their hint), radio choice, wizard progress.
// Their styles sit beside them (stil/*.css, on the tokens of tokens.css); stilar.ts loads
// those that pages use by class name.
import './stilar';
export * from './ErrorSummary';
export * from './ConfirmDialog';
export * from './TextFalt';
export * from './RadioVal';
export * from './WizardProgress';
export * from './HistorikLista';
