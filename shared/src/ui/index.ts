// The design system's components: page wrapper, lead paragraph, button (and a link that looks like one), row of
// buttons, alert, tag, spinner, table (cards on a phone), pagination, breadcrumbs, search, fieldset, checkbox, text
// field (sized to what it holds), date field, select, radio choice, error summary,
// confirmation dialog, wizard progress, history list. Their styles sit beside them
// (stil/*.css, on the tokens of tokens.css); stilar.ts loads them all once with this entry.
import './stilar';
export * from './Sida';
export * from './Ingress';
export * from './Button';
export * from './ButtonLink';
export * from './ButtonRow';
export * from './Alert';
export * from './Tag';
export * from './Spinner';
export * from './Pagination';
export * from './Tabell';
export * from './BreadcrumbNav';
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
