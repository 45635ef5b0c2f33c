import { formateraPersonnummer } from '@fullmakt/shared/domain';
import { seedPeople } from '../seed/people';
import { soleTraderPeople } from '../seed/sole-traders';
import { html, type RawHtml } from './html';
import { sidTexter } from './texts';

export type MockOutcome = 'lyckad' | 'avbruten' | 'utgangen' | 'startfel';

const outcomes: { value: MockOutcome; label: string }[] = [
  { value: 'lyckad', label: sidTexter.utfallLyckad },
  { value: 'avbruten', label: sidTexter.utfallAvbruten },
  { value: 'utgangen', label: sidTexter.utfallUtgangen },
  { value: 'startfel', label: sidTexter.utfallStartfel },
];

export interface MockFormOptions {
  action: string;
  xsrf: string;
  submitLabel: string;
  error?: string | undefined;
  /** For signing: the one person who may sign, chosen from the start. */
  preselected?: string | undefined;
}

/**
 * The BankID Mock form, shared by login and signing: pick a test person or type a
 * personnummer, pick an outcome. Plain HTML controls with labels; no script.
 */
export function bankidMockForm(options: MockFormOptions): RawHtml {
  const personOptions = [...seedPeople, ...soleTraderPeople].map(
    (p) =>
      html`<option value="${p.id}" ${p.id === options.preselected ? html` selected` : html``}>
        ${p.fornamn} ${p.efternamn} (${formateraPersonnummer(p.id)}) – ${p.beskrivning}
      </option>`,
  );
  const outcomeRadios = outcomes.map(
    (o, i) =>
      html`<div class="radio">
        <input
          type="radio"
          id="utfall-${o.value}"
          name="utfall"
          value="${o.value}"
          ${i === 0 ? html` checked` : html``}
        /><label for="utfall-${o.value}">${o.label}</label>
      </div>`,
  );
  return html`${options.error ? html`<p class="fel" role="alert" id="formfel">${options.error}</p>` : html``}
    <form method="post" action="${options.action}" novalidate>
      <input type="hidden" name="_xsrf" value="${options.xsrf}" />
      <p>
        <label for="testperson">${sidTexter.testperson}</label>
        <select id="testperson" name="testperson">
          <option value="">${sidTexter.ingenTestperson}</option>
          ${personOptions}
        </select>
      </p>
      <p>
        <label for="personnummer">${sidTexter.personnummer}</label>
        <input
          type="text"
          id="personnummer"
          name="personnummer"
          inputmode="numeric"
          autocomplete="off"
          ${options.error ? html` aria-describedby="formfel"` : html``}
        />
      </p>
      <fieldset>
        <legend>${sidTexter.utfall}</legend>
        ${outcomeRadios}
      </fieldset>
      <p><button type="submit">${options.submitLabel}</button></p>
    </form>`;
}
