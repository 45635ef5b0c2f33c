// Components used by more than one remote: error summary, confirmation dialog, text field
// (person and date fields are text fields with their hint), radio choice, wizard progress.
// They carry no styles of their own; each remote styles the class names they use.
export * from './ErrorSummary';
export * from './ConfirmDialog';
export * from './TextFalt';
export * from './RadioVal';
export * from './WizardProgress';
export * from './HistorikLista';
