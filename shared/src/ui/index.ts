// The design system's components that every page's frame and public pages use, in the
// package root: page wrapper, lead paragraph, button (and a link that looks like one), row
// of buttons, alert, breadcrumbs. The form, list and flow components (text field, date
// field, select, radio and checkbox groups, fieldset, error summary, dialog, table, tag,
// pagination, search, spinner, step indicator, history) are exported by the flow entry
// `@fullmakt/shared/flode` (skjema.ts here), so a public page does not load them. Their
// styles sit beside them (stil/*.css, on the tokens of tokens.css); stilar.ts loads them
// all once with the root, so the site keeps one style sheet.
import './stilar';
export * from './Sida';
export * from './Ingress';
export * from './Button';
export * from './ButtonLink';
export * from './ButtonRow';
export * from './Alert';
export * from './BreadcrumbNav';
