// The design system's form, list and flow components, exported by `@fullmakt/shared/flode`
// and not by the package root: the root is one shared singleton that every page loads whole,
// and these are used only by the create flow, the lists and views, and /komponenter. The
// shell's build puts them in the flow's chunk (tooling/rspack/index.mjs), 3.4 KB gzipped
// that the start page no longer loads. Their styles stay in the root's one style sheet.
export * from './Tag';
export * from './Spinner';
export * from './Pagination';
export * from './Tabell';
export * from './SearchField';
export * from './Fieldset';
export * from './Checkbox';
export * from './ErrorSummary';
export * from './ConfirmDialog';
export * from './TextFalt';
export * from './DateField';
export * from './Select';
export * from './RadioVal';
export * from './WizardProgress';
export * from './HistorikLista';
